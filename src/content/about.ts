// Copy of the About Us page (spec §1, §2): the intro, the fleet, the mission (7 points), the
// promises (6) and the vision (6), and the trusted digital shipping section.
import type { PageCopy } from '@/lib/page';
import { branchOffices, mainOffice, officeTowns, site, yearsInOperation } from './site';

export const aboutPage: PageCopy = {
  description: `A family-run Melbourne road freight, 3PL and warehousing company with over ${yearsInOperation()} years on Australian roads: our mission, our promises and our vision.`,
};

export const aboutIntro = {
  title: 'Safe, Faster, and Easy Solution for Shipping',
  paragraphs: [
    `${site.name} is a family-run road freight, third-party logistics and warehousing company. Since ${site.foundedYear}, for over ${yearsInOperation()} years, our family has moved freight from our home base in ${mainOffice.locality}, Melbourne, to every mainland capital and the regional towns in between, with yards in ${officeTowns(branchOffices, { withState: true })}.`,
    `Our clients range from large corporates to small start-ups, and every one of them gets the same thing: freight delivered in full, on time and safely. We run two-up driver teams on most interstate legs, our people are available ${site.hours}, and our support line answers ${site.support}.`,
    `We have shipped digitally since ${site.digitalSince}. Bookings, job status, vehicle tracking and proof of delivery are all online, which keeps our costs down and lets us pass the savings on: clients who move their freight to us save up to ${site.maxSavingsPercent}% on their transport spend.`,
  ],
};

export const fleetHeading = 'Our fleet';

/** The accessible name of the three cards below. */
export const aboutCardsLabel = 'Our mission, promises and vision';

export type AboutCard = { title: string; summary: string; points: string[] };

export const aboutCards: AboutCard[] = [
  {
    title: 'Our Mission',
    summary: 'Why we get up before dawn and keep the trucks rolling through the night.',
    points: [
      'Deliver every consignment in full, on time and safely.',
      'Treat every client, from large corporates to small start-ups, with the same care.',
      'Keep our drivers safe, rested and proud of the work they do.',
      'Use technology to make shipping simple, visible and paperless.',
      `Offer honest, competitive prices that save clients up to ${site.maxSavingsPercent}%.`,
      'Run a modern, well-maintained fleet that is right for each load.',
      'Be a family business our community and our people can rely on.',
    ],
  },
  {
    title: 'Our Promises',
    summary: 'What every client can hold us to, on every job.',
    points: [
      'Your freight arrives in full, on time and safely.',
      `A real person answers your call, ${site.support}.`,
      'You can see where your freight is at any time, online.',
      'Prices are clear before you book, with no hidden charges.',
      'We tell you about any delay before you have to ask.',
      'Your goods are handled with care, from pick-up to proof of delivery.',
    ],
  },
  {
    title: 'Our Vision',
    summary: 'Where we are taking the business over the next decade.',
    points: [
      'To be Australia’s most trusted family-run freight company.',
      'To link every mainland capital with express two-up linehaul.',
      'To grow our warehousing alongside our clients’ supply chains.',
      'To lead our industry in safety and driver wellbeing.',
      'To lower the emissions of every tonne we move each year.',
      'To keep our family values as the company grows.',
    ],
  },
];

export const trustedShipping = {
  title: 'Trusted digital shipping',
  paragraphs: [
    `Since ${site.digitalSince} every job we run has been booked, tracked and signed for online. Our clients follow their freight in real time and receive electronic proof of delivery the moment the goods are signed for.`,
    'Our fleet and our maintenance, mass and fatigue management systems are independently audited under the National Heavy Vehicle Accreditation Scheme, so you know the trucks carrying your goods are roadworthy, loaded within their limits and driven by rested drivers.',
  ],
  certificateLinkLabel: 'View Certificate of Accreditation',
  /** Read out after the link's label: where it leads. */
  certificateLinkNote: '(PDF, opens in a new tab)',
};

/** The fleet of spec §1, from the smallest truck to the largest combination. */
export const fleet = [
  {
    name: 'Rigid trucks',
    detail: `${site.rigidTonnage} curtain sides for metropolitan and regional deliveries`,
  },
  { name: 'Semi-rated prime movers', detail: 'with or without trailers, for full and part loads' },
  {
    name: 'B-double rated prime movers',
    detail: 'with or without trailers, for high-volume linehaul',
  },
  { name: 'Road trains', detail: 'for the longest legs to the west and the north' },
];
