// Copy of the Logistics Solutions page (spec §2, services/logistics-solutions): Get A Quote
// buttons, and links to technology, warehousing and services.
import type { PageCopy } from '@/lib/page';
import { md } from './markdown';
import { site } from './site';

export const logisticsSolutions = {
  description:
    'Third-party logistics from Melbourne: freight forwarding, full and part loads, express two-up linehaul and warehousing planned around your supply chain.',
  intro: md`
    ## Logistics planned around your business

    Whether you send one pallet a month or forty every night, we plan the route, the vehicle and the
    timing so your goods arrive in full, on time and safely. As a third-party logistics provider we
    can take over as much or as little of your supply chain as you like: a single interstate run,
    your whole distribution network, or storage and delivery from our own warehouse.

    Our clients range from large corporates to small start-ups. Each one has a named contact in our
    operations team, who learns how your business works and plans your freight around it.
  `,
  offerings: {
    title: 'How we move your freight',
    cards: [
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
    ],
  },
  more: md`
    ## Connected from booking to delivery

    Every job is booked, tracked and signed for online. Read about our
    [freight technology](/services/technology), from online booking to electronic proof of delivery.

    ## Storage at the same dock

    Need somewhere to keep stock between deliveries? Our
    [Melbourne warehousing](/services/warehousing) includes HACCP food-grade storage, ambient and
    refrigerated, as well as cross-docking and container unloading, with our trucks collecting from
    the same dock every day.

    ## Why clients save with us

    Full trucks, the right vehicle for each load and paperless bookings keep our costs down, and we
    pass the savings on: clients who move their freight to us save up to ${site.maxSavingsPercent}%
    on their transport spend. See all of [our services](/services).
  `,
  cta: {
    title: 'Ready to move your freight?',
    text: 'Enter your pick-up and delivery suburbs and your load for an instant quotation.',
  },
} satisfies PageCopy;
