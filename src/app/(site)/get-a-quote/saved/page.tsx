import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { QuotePage, quotePage } from '@/components/quote/quote-page';
import { quoteFromSaved } from '@/components/quote/quote-bodies';
import { openedFromLink } from '@/components/quote/quote-session';
import { pageMetadata } from '@/lib/page';
import { clientAddressOf } from '@/server/http/client-address';
import { openQuoteLink } from '@/server/services/quote-link.server';

// A saved quote's link, /get-a-quote?quote=Q…, is answered here (next.config.ts rewrites it): the
// quote is looked up on the server, so the page arrives with its rates, or the look-up's message,
// and needs no script to show them (decision 105). Its canonical address is the quote page's.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata(quotePage);

export default async function SavedQuotePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const asked = (await searchParams).quote;
  const opened = await openQuoteLink(
    (Array.isArray(asked) ? asked[0] : asked) ?? '',
    clientAddressOf(await headers()),
  );
  return (
    <QuotePage
      opening={openedFromLink(
        opened.quoteNumber,
        opened.found ? quoteFromSaved(opened.found) : null,
        opened.message,
      )}
    />
  );
}
