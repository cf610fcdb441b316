// Copy of the Services page (spec §2, services): what we do, the fleet and a call to quote.
import type { PageCopy } from '@/lib/page';
import { fleet } from './about';
import { md } from './markdown';
import { mainOffice, site } from './site';
import { transitTimeSpan } from './transit-times';

export const services = {
  description:
    'Interstate and local road freight, 3PL logistics and warehousing from Melbourne, with full truckloads, part loads, express two-up services and food-grade storage.',
  intro: md`
    ## Freight, logistics and warehousing under one roof

    We run road freight across the eastern seaboard, South Australia, Western Australia and the
    Northern Territory, store and pick goods in our Melbourne warehouse, and connect it all with
    online booking and live tracking. One company, one point of contact and one invoice, from the
    first pallet you store with us to the last delivery of the month.

    Whatever the service, the standard is the same: your freight is delivered in full, on time and
    safely, and a real person answers the phone around the clock.
  `,
  lines: {
    title: 'What we can do for you',
    linkLabel: 'Learn more',
    cards: [
      {
        title: 'Interstate road freight',
        text: 'Full truckloads and part loads between Melbourne, Sydney, Brisbane, Adelaide, Canberra, Perth and Darwin, with two-up driver teams on most legs.',
        href: '/services/logistics-solutions',
      },
      {
        title: 'Express linehaul',
        text: `Time-critical freight on our express schedule, ${transitTimeSpan()}.`,
        href: '/promise-to-clients/express-transit-times',
      },
      {
        title: 'Metropolitan and regional delivery',
        text: `Rigid trucks from ${site.rigidTonnage} curtain sides for daily deliveries around Melbourne and regional Victoria, New South Wales, Queensland and South Australia.`,
        href: '/services/logistics-solutions',
      },
      {
        title: '3PL warehousing',
        text: `Storage, pick and pack, cross-docking and container loading at our ${mainOffice.locality} warehouse, with our own trucks at the door.`,
        href: '/services/warehousing',
      },
      {
        title: 'Food-grade storage',
        text: 'HACCP-certified ambient and refrigerated storage for food and beverage goods, handled by trained staff and traceable pallet by pallet.',
        href: '/services/warehousing/food-grade-warehouse',
      },
      {
        title: 'Freight technology',
        text: 'Online booking, real-time job status, vehicle tracking and electronic proof of delivery for every consignment.',
        href: '/services/technology',
      },
    ],
  },
  fleet: md`
    ## A truck for every load

    ${fleet.map((truck) => `- **${truck.name}** ${truck.detail}.`).join('\n')}

    Matching the vehicle to the load is a large part of how we keep costs down: a single pallet does
    not need a B-double, and a warehouse transfer of forty pallets should not go on three rigids.
  `,
  cta: {
    title: 'Tell us what you need moved',
    text: 'Get an instant price for your freight online, or talk it through with our team.',
  },
} satisfies PageCopy;
