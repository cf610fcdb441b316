// Copy of the Promise to Clients page (spec §1 core principle, §2 promise-to-clients) and the
// cards leading to its three pages.
import type { PageCopy } from '@/lib/page';
import { md } from './markdown';
import { site, yearsInOperation } from './site';
import { transitTimes } from './transit-times';

export const promiseToClients = {
  description:
    'What we promise every client: in full, on time and safe delivery, express transit times, honest prices and a fuel levy calculated in the open.',
  body: md`
    ## In full, on time and safely

    Our promise is simple to say and hard to keep: your freight arrives in full, on time and safely,
    every time. It has been the measure of our work for over ${yearsInOperation()} years, and it is
    the first thing every new driver, planner and warehouse hand learns when they join us.

    ### In full

    Every carton and pallet we collect is counted, checked and recorded at pick-up, at each depot
    and at delivery. If something is damaged or short, we tell you straight away, not when your
    customer complains.

    ### On time

    We plan every job to a time we can keep, run two-up driver teams on most interstate legs, and
    watch every truck in real time. If a delay is coming, because of floods, fires or a closed
    highway, you hear it from us first, together with the new plan.

    ### Safely

    Rested drivers, well-maintained trucks and properly restrained loads. Our fleet and our
    maintenance, mass and fatigue management are independently audited, and no delivery is worth a
    risk to a driver or anyone else on the road.

    ### Always available

    Our operations team works ${site.hours}, and our support line answers ${site.support}. You
    always talk to a person who can see your freight and act on it.
  `,
  commitments: {
    title: 'Our commitments in detail',
    cards: [
      {
        title: 'Express Transit Times',
        text: `Published door-to-door transit times for ${transitTimes.length} city pairs, kept by two-up driver teams on most legs.`,
        href: '/promise-to-clients/express-transit-times',
      },
      {
        title: 'Value for Money',
        text: `How full trucks, the right vehicle and paperless bookings save our clients up to ${site.maxSavingsPercent}%.`,
        href: '/promise-to-clients/value-for-money',
      },
      {
        title: 'Fuel Levy',
        text: 'The fuel levy of each month and the formula behind it, published for every client to check.',
        href: '/promise-to-clients/fuel-levy',
      },
    ],
  },
} satisfies PageCopy;
