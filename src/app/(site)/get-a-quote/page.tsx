import { QuotePage, quotePage } from '@/components/quote/quote-page';
import { pageMetadata } from '@/lib/page';

export const metadata = pageMetadata(quotePage);

export default function GetAQuotePage() {
  return <QuotePage />;
}
