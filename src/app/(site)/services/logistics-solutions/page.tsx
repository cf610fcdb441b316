import Link from 'next/link';
import { ProseSection } from '@/components/content/prose-section';
import { QuoteCta } from '@/components/content/quote-cta';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Logistics Solutions',
  title: 'Logistics Solutions',
  description:
    'Third-party logistics from Melbourne: freight forwarding, full and part loads, express two-up linehaul and warehousing planned around your supply chain.',
  path: '/services/logistics-solutions',
  crumbs: [
    { label: 'Services', href: '/services' },
    { label: 'Logistics Solutions', href: '/services/logistics-solutions' },
  ],
};

export const metadata = pageMetadata(page);

const offerings = [
  {
    title: 'Full truckloads',
    text: 'A dedicated semi-trailer or B-double for your freight alone, loaded at your dock and driven straight to the destination.',
  },
  {
    title: 'Part loads and pallets',
    text: 'Share the truck and pay for the space you use. We consolidate part loads at our depots so even one pallet travels on a full, efficient linehaul.',
  },
  {
    title: 'Express two-up linehaul',
    text: 'Two drivers share the driving on the long legs so time-critical freight keeps moving through the night.',
  },
  {
    title: 'Freight forwarding',
    text: 'We plan the route, book the vehicle, arrange any transfers and keep you informed at every step, so you deal with one company from pick-up to delivery.',
  },
  {
    title: 'Regular scheduled runs',
    text: 'Fixed daily or weekly runs between your sites, suppliers and customers, with the same drivers who know your docks and your people.',
  },
  {
    title: 'Project and overflow freight',
    text: 'Seasonal peaks, store openings, product launches and one-off moves, planned with you weeks ahead.',
  },
];

export default function LogisticsSolutionsPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>Logistics planned around your business</h2>
        <p>
          Whether you send one pallet a month or forty every night, we plan the route, the vehicle
          and the timing so your goods arrive in full, on time and safely. As a third-party
          logistics provider we can take over as much or as little of your supply chain as you like:
          a single interstate run, your whole distribution network, or storage and delivery from our
          own warehouse.
        </p>
        <p>
          Our clients range from large corporates to small start-ups. Each one has a named contact
          in our operations team, who learns how your business works and plans your freight around
          it.
        </p>
        <p>
          <Link href="/get-a-quote" className="btn-primary no-underline">
            Get A Quote
          </Link>
        </p>
      </ProseSection>
      <section aria-labelledby="logistics-offerings" className="bg-brand-50 py-14">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="logistics-offerings" className="text-2xl font-bold text-brand-900">
            How we move your freight
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {offerings.map((o) => (
              <li key={o.title} className="rounded-xl bg-white p-6 shadow-sm">
                <h3 className="text-lg font-bold text-brand-900">{o.title}</h3>
                <p className="mt-2">{o.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ProseSection>
        <h2>Connected from booking to delivery</h2>
        <p>
          Every job is booked, tracked and signed for online. Read about our{' '}
          <Link href="/services/technology">freight technology</Link>, from online booking to
          electronic proof of delivery.
        </p>
        <h2>Storage at the same dock</h2>
        <p>
          Need somewhere to keep stock between deliveries? Our{' '}
          <Link href="/services/warehousing">Melbourne warehousing</Link> includes HACCP food-grade
          storage, cross-docking and container unloading, with our trucks collecting from the same
          dock every day.
        </p>
        <h2>Why clients save with us</h2>
        <p>
          Full trucks, the right vehicle for each load and paperless bookings keep our costs down,
          and we pass the savings on: clients who move their freight to us save up to 25% on their
          transport spend. See all of <Link href="/services">our services</Link>.
        </p>
      </ProseSection>
      <QuoteCta
        title="Ready to move your freight?"
        text="Enter your pick-up and delivery suburbs and your load for an instant quotation."
      />
    </>
  );
}
