import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { ProseSection } from '@/components/content/prose-section';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Promise to Clients',
  title: 'Promise to Clients',
  description:
    'What we promise every client: in full, on time and safe delivery, express transit times, honest prices and a fuel levy calculated in the open.',
  path: '/promise-to-clients',
  crumbs: [{ label: 'Promise to Clients', href: '/promise-to-clients' }],
};

export const metadata = pageMetadata(page);

const commitments = [
  {
    title: 'Express Transit Times',
    text: 'Published door-to-door transit times for 15 city pairs, kept by two-up driver teams on most legs.',
    href: '/promise-to-clients/express-transit-times',
  },
  {
    title: 'Value for Money',
    text: 'How full trucks, the right vehicle and paperless bookings save our clients up to 25%.',
    href: '/promise-to-clients/value-for-money',
  },
  {
    title: 'Fuel Levy',
    text: 'The fuel levy of each month and the formula behind it, published for every client to check.',
    href: '/promise-to-clients/fuel-levy',
  },
];

export default function PromiseToClientsPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>In full, on time and safely</h2>
        <p>
          Our promise is simple to say and hard to keep: your freight arrives in full, on time and
          safely, every time. It has been the measure of our work for over 20 years, and it is the
          first thing every new driver, planner and warehouse hand learns when they join us.
        </p>
        <h3>In full</h3>
        <p>
          Every carton and pallet we collect is counted, checked and recorded at pick-up, at each
          depot and at delivery. If something is damaged or short, we tell you straight away, not
          when your customer complains.
        </p>
        <h3>On time</h3>
        <p>
          We plan every job to a time we can keep, run two-up driver teams on most interstate legs,
          and watch every truck in real time. If a delay is coming, because of floods, fires or a
          closed highway, you hear it from us first, together with the new plan.
        </p>
        <h3>Safely</h3>
        <p>
          Rested drivers, well-maintained trucks and properly restrained loads. Our fleet and our
          maintenance, mass and fatigue management are independently audited, and no delivery is
          worth a risk to a driver or anyone else on the road.
        </p>
        <h3>Always available</h3>
        <p>
          Our operations team works 7 days a week around the clock, and our support line answers
          24-7. You always talk to a person who can see your freight and act on it.
        </p>
      </ProseSection>
      <section aria-labelledby="promise-commitments" className="bg-brand-50 py-14">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="promise-commitments" className="text-2xl font-bold text-brand-900">
            Our commitments in detail
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {commitments.map((c) => (
              <li key={c.href} className="flex flex-col rounded-xl bg-white p-6 shadow-sm">
                <h3 className="text-lg font-bold text-brand-900">{c.title}</h3>
                <p className="mt-2 grow">{c.text}</p>
                <Link href={c.href} className="link mt-4 inline-flex items-center gap-1">
                  Read more<span className="sr-only"> about {c.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
