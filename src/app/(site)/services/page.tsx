import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { ProseSection } from '@/components/content/prose-section';
import { QuoteCta } from '@/components/content/quote-cta';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { fleet } from '@/content/about';
import { serviceLines } from '@/content/services';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Our Services',
  title: 'Services',
  description:
    'Interstate and local road freight, 3PL logistics and warehousing from Melbourne, with full truckloads, part loads, express two-up services and food-grade storage.',
  path: '/services',
  crumbs: [{ label: 'Services', href: '/services' }],
};

export const metadata = pageMetadata(page);

export default function ServicesPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>Freight, logistics and warehousing under one roof</h2>
        <p>
          We run road freight across the eastern seaboard, South Australia, Western Australia and
          the Northern Territory, store and pick goods in our Melbourne warehouse, and connect it
          all with online booking and live tracking. One company, one point of contact and one
          invoice, from the first pallet you store with us to the last delivery of the month.
        </p>
        <p>
          Whatever the service, the standard is the same: your freight is delivered in full, on time
          and safely, and a real person answers the phone around the clock.
        </p>
      </ProseSection>
      <section aria-labelledby="service-lines" className="bg-brand-50 py-14">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="service-lines" className="text-2xl font-bold text-brand-900">
            What we can do for you
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {serviceLines.map((s) => (
              <li key={s.title} className="flex flex-col rounded-xl bg-white p-6 shadow-sm">
                <h3 className="text-lg font-bold text-brand-900">{s.title}</h3>
                <p className="mt-2 grow">{s.text}</p>
                <Link href={s.href} className="link mt-4 inline-flex items-center gap-1">
                  Learn more<span className="sr-only"> about {s.title.toLowerCase()}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ProseSection>
        <h2>A truck for every load</h2>
        <ul>
          {fleet.map((f) => (
            <li key={f.name}>
              <strong>{f.name}</strong> {f.detail}.
            </li>
          ))}
        </ul>
        <p>
          Matching the vehicle to the load is a large part of how we keep costs down: a single
          pallet does not need a B-double, and a warehouse transfer of forty pallets should not go
          on three rigids.
        </p>
      </ProseSection>
      <QuoteCta
        title="Tell us what you need moved"
        text="Get an instant price for your freight online, or talk it through with our team."
      />
    </>
  );
}
