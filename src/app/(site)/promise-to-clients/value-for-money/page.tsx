import Link from 'next/link';
import { ProseSection } from '@/components/content/prose-section';
import { QuoteCta } from '@/components/content/quote-cta';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Value for Money',
  title: 'Value for Money',
  description:
    'How we keep freight costs down: full trucks, the right vehicle for every load and digital bookings, saving clients up to 25% on their transport spend.',
  path: '/promise-to-clients/value-for-money',
  crumbs: [
    { label: 'Promise to Clients', href: '/promise-to-clients' },
    { label: 'Value for Money', href: '/promise-to-clients/value-for-money' },
  ],
};

export const metadata = pageMetadata(page);

export default function ValueForMoneyPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>Freight that costs less, not less freight</h2>
        <p>
          Clients who move their freight to us save up to 25% on their transport costs. The savings
          come from how we plan, load and run our trucks, never from cutting corners on safety or
          service.
        </p>
        <h3>Full trucks</h3>
        <p>
          An empty trailer costs the same to run as a full one. We consolidate part loads from many
          clients at our depots, so each linehaul leaves full and each client pays only for the
          space their freight takes.
        </p>
        <h3>The right vehicle for every load</h3>
        <p>
          From 6 to 12 tonne curtain-side rigids to semi and B-double rated prime movers and road
          trains, we match the truck to the job. A B-double moves far more freight per litre of fuel
          and per driver hour than two semi-trailers, and a small rigid is cheaper than a semi for a
          suburban drop.
        </p>
        <h3>Paperless from booking to delivery</h3>
        <p>
          Online bookings, live tracking and electronic proof of delivery mean fewer phone calls,
          fewer errors and no lost paperwork, for us and for you. We have shipped digitally since
          2012 and it shows in our prices. Read more about{' '}
          <Link href="/services/technology">our technology</Link>.
        </p>
        <h3>Honest, clear pricing</h3>
        <p>
          You see the price before you book, quoted ex GST with the GST shown separately. Our fuel
          levy is calculated by a published formula and updated monthly; you can check it yourself
          on our <Link href="/promise-to-clients/fuel-levy">fuel levy page</Link>. There are no
          hidden charges, and any extra service is priced before we do it.
        </p>
        <h3>One company for freight and storage</h3>
        <p>
          When your stock is stored in our warehouse and delivered by our trucks, there is no
          transfer between providers, no double handling and one invoice. See our{' '}
          <Link href="/services/warehousing">warehousing</Link>.
        </p>
      </ProseSection>
      <QuoteCta
        title="See what you could save"
        text="Price a job online in a couple of minutes and compare it with what you pay today."
      />
    </>
  );
}
