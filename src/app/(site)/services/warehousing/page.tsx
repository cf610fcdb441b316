import Link from 'next/link';
import { ChevronDown } from 'lucide-react';
import { ProseSection } from '@/components/content/prose-section';
import { QuoteCta } from '@/components/content/quote-cta';
import { JsonLd } from '@/components/json-ld';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { warehousingCapabilities, warehousingFaq } from '@/content/services';
import { mainOffice } from '@/content/site';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Warehousing',
  title: '3PL Warehouse Melbourne',
  description:
    '3PL warehousing in Melbourne: HACCP food-grade storage, cross-docking, container loading and unloading, pick and pack, with road freight from the same dock.',
  path: '/services/warehousing',
  crumbs: [
    { label: 'Services', href: '/services' },
    { label: 'Warehousing', href: '/services/warehousing' },
  ],
};

export const metadata = pageMetadata(page);

const faqJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: warehousingFaq.map((f) => ({
    '@type': 'Question',
    name: f.question,
    acceptedAnswer: { '@type': 'Answer', text: f.answer },
  })),
};

export default function WarehousingPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>3PL warehouse in Melbourne</h2>
        <p>
          Our {mainOffice.locality} warehouse sits minutes from the Western Ring Road and the Port
          of Melbourne, with racked storage, a cross-dock and our own linehaul fleet at the door. We
          receive your stock, store it safely, pick and pack your orders and deliver them across
          Australia, so your goods are handled by one company from the container to the customer.
        </p>
        <p>
          For food and beverage goods we run a separate{' '}
          <Link href="/services/warehousing/food-grade-warehouse">HACCP food-grade warehouse</Link>{' '}
          with documented food safety controls.
        </p>
      </ProseSection>
      <section aria-labelledby="warehouse-capabilities" className="bg-brand-50 py-14">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="warehouse-capabilities" className="text-2xl font-bold text-brand-900">
            What our warehouse does
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {warehousingCapabilities.map((c) => (
              <li key={c.title} className="rounded-xl bg-white p-6 shadow-sm">
                <h3 className="text-lg font-bold text-brand-900">{c.title}</h3>
                <p className="mt-2">{c.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ProseSection>
        <h2>Stock you can see</h2>
        <p>
          Receipts, stock on hand and dispatches are recorded in our warehouse system, and every
          delivery from the warehouse is tracked like the rest of our freight. Read more about{' '}
          <Link href="/services/technology">our technology</Link>.
        </p>
      </ProseSection>
      <section aria-labelledby="warehouse-faq" className="mx-auto max-w-6xl px-4 pb-14">
        <h2 id="warehouse-faq" className="text-2xl font-bold text-brand-900">
          Frequently asked questions
        </h2>
        <div className="mt-6 max-w-3xl divide-y divide-gray-200 rounded-xl border border-gray-200">
          {warehousingFaq.map((f) => (
            <details key={f.question} className="group p-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-brand-900">
                {f.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="mt-3">{f.answer}</p>
            </details>
          ))}
        </div>
        <p className="mt-8 max-w-3xl">
          Have a question we have not answered?{' '}
          <Link className="link" href="/contact">
            Contact us
          </Link>{' '}
          and our warehouse team will come back to you within one business day.
        </p>
      </section>
      <QuoteCta
        title="Need storage and delivery?"
        text="Price your freight online, or ask us for a warehousing proposal."
      />
      <JsonLd data={faqJsonLd} />
    </>
  );
}
