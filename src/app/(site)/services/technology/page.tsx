import Link from 'next/link';
import { ProseSection } from '@/components/content/prose-section';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { site } from '@/content/site';
import { technologyFeatures } from '@/content/services';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Technology',
  title: 'Freight Technology',
  description:
    'Book online, follow each job in real time, track the truck and receive electronic proof of delivery: the freight technology we have run since 2012.',
  path: '/services/technology',
  crumbs: [
    { label: 'Services', href: '/services' },
    { label: 'Technology', href: '/services/technology' },
  ],
};

export const metadata = pageMetadata(page);

export default function TechnologyPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>Digital shipping since {site.digitalSince}</h2>
        <p>
          We moved our bookings online in {site.digitalSince} and have kept building since. Today
          every consignment can be booked, followed and signed for without a single phone call or
          sheet of paper, and the same information our planners see is open to you.
        </p>
      </ProseSection>
      <section aria-label="Our freight technology" className="bg-brand-50 py-14">
        <ol className="mx-auto grid max-w-6xl gap-6 px-4 md:grid-cols-2">
          {technologyFeatures.map((f, i) => (
            <li key={f.title} className="rounded-xl bg-white p-6 shadow-sm">
              <p aria-hidden="true" className="text-sm font-bold text-accent-700">
                Step {i + 1}
              </p>
              <h2 className="mt-1 text-xl font-bold text-brand-900">{f.title}</h2>
              <p className="mt-2">{f.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <ProseSection>
        <h2>Connect your own systems</h2>
        <p>
          Larger clients can send bookings from their ERP, warehouse or online store straight to
          ours and receive status updates and proof of delivery back the same way. Our team will
          help you set it up and test it before you go live.
        </p>
        <h2>Why it matters</h2>
        <p>
          Paperless bookings cut errors and double handling, live tracking lets you tell your own
          customers exactly when to expect their goods, and electronic proof of delivery means
          invoices can be checked the day the freight arrives. It is a large part of how we keep our
          prices down.
        </p>
        <p>
          See how it fits with our{' '}
          <Link href="/services/logistics-solutions">logistics solutions</Link> and{' '}
          <Link href="/services/warehousing">warehousing</Link>, or{' '}
          <Link href="/get-a-quote">get a quote</Link> online now.
        </p>
      </ProseSection>
    </>
  );
}
