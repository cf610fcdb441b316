import { CardGrid } from '@/components/content/card-grid';
import { ProseSection } from '@/components/content/prose-section';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { promiseToClients } from '@/content/promise-to-clients';
import { definePage, pageMetadata } from '@/lib/page';

const page = definePage('/promise-to-clients', promiseToClients);

export const metadata = pageMetadata(page);

export default function PromiseToClientsPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection source={promiseToClients.body} />
      <CardGrid id="promise-commitments" {...promiseToClients.commitments} />
    </>
  );
}
