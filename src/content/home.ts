// Copy of the home page (spec §2, Home): hero, welcome, service cards, solutions, reviews and
// why choose us. The hero heading and the page title live in the menu tree (navigation.ts).
import type { PageCopy } from '@/lib/page';
import { branchOffices, mainOffice, officeTowns, site, yearsInOperation } from './site';

const years = yearsInOperation();

export const homePage: PageCopy = {
  description: `${site.name}: family-run road freight, 3PL and warehousing from Melbourne for over ${years} years. Express two-up linehaul, food-grade storage and ${site.support} support.`,
};

export const homeHero = {
  eyebrow: 'Family-run road freight, 3PL and warehousing',
  lead: `For over ${years} years ${site.name} has carried freight for Australian businesses, from large corporates to small start-ups. Tell us where your goods are going and we will e-mail you a quotation.`,
  quoteLink: { label: 'Get A Quote', href: '/get-a-quote' },
  servicesLink: { label: 'Our services', href: '/services' },
};

export const homeWelcome = {
  title: `Welcome to ${site.name}`,
  paragraphs: [
    `We are a family-run road freight, third-party logistics and warehousing company based in ${mainOffice.locality}, Melbourne, with yards in ${officeTowns(branchOffices)}. We have been on the road for over ${years} years and have shipped digitally since ${site.digitalSince}.`,
    `Our fleet runs from ${site.rigidTonnage} curtain-side rigid trucks for city deliveries to semi and B-double rated prime movers and road trains for interstate linehaul. Two-up driver teams on most legs keep express freight moving day and night.`,
  ],
  moreLink: { label: 'More about us', href: '/about' },
  highlights: [
    { value: `${years}+`, label: 'years on Australian roads' },
    { value: `${site.digitalSince}`, label: 'shipping digitally since' },
    { value: site.support, label: 'support, 7 days a week' },
    { value: `Up to ${site.maxSavingsPercent}%`, label: 'saved on freight costs' },
  ],
};

/** Headings of the home page sections that read their cards from the lists below. */
export const homeSections = {
  services: 'What we do',
  solutions: {
    title: 'Solutions for every supply chain',
    lead: `The systems behind our trucks, built since our first online booking in ${site.digitalSince}.`,
  },
  reviews: 'What our clients say',
};

export type ServiceCard = {
  title: string;
  text: string;
  href: string;
  icon: 'truck' | 'route' | 'warehouse';
};

/** The three service cards; their targets are those of the spec. */
export const serviceCards: ServiceCard[] = [
  {
    title: 'Logistics Solutions',
    text: 'Full truckloads, part loads, express two-up linehaul and metropolitan delivery, planned around your supply chain.',
    href: '/services',
    icon: 'truck',
  },
  {
    title: 'Freight Forwarding',
    text: 'We plan the route, the vehicle and the timing of every consignment, and keep you informed from pick-up to proof of delivery.',
    href: '/services/logistics-solutions',
    icon: 'route',
  },
  {
    title: 'Warehousing',
    text: 'Ambient and refrigerated HACCP food-grade storage, general storage, cross-docking and container loading at our Melbourne warehouse.',
    href: '/services/warehousing',
    icon: 'warehouse',
  },
];

export type Solution = {
  title: string;
  text: string;
  icon: 'exchange' | 'tracking' | 'integration' | 'courier';
  /** Where the card leads, with the words of its link. */
  link?: { href: string; label: string };
};

/** The four cards of the solutions slider. */
export const solutions: Solution[] = [
  {
    title: 'B2B Exchange',
    text: 'Send orders, consignment notes and invoices straight from your business system to ours, with no re-keying and no lost paperwork.',
    icon: 'exchange',
  },
  {
    title: 'Freight Tracking',
    text: 'Follow every consignment in real time, from the moment it is picked up to the signature on the electronic proof of delivery.',
    icon: 'tracking',
    link: { href: '/track', label: 'Track a booking' },
  },
  {
    title: 'Applied Integration',
    text: 'We connect our booking, tracking and warehouse systems to your ERP or online store, so freight becomes part of your everyday workflow.',
    icon: 'integration',
  },
  {
    title: 'Courier Delivery',
    text: 'Same-day and next-day metropolitan deliveries of parcels and single pallets, with the same care as our interstate freight.',
    icon: 'courier',
  },
];

export const whyChooseUs = {
  title: 'Why choose us',
  lead: 'A family business with the fleet, the systems and the people of a national carrier.',
  reasons: [
    {
      title: 'In full, on time and safely',
      text: 'It is the only standard we work to. Two-up driver teams on most legs keep freight moving while one driver rests.',
    },
    {
      title: 'Available around the clock',
      text: `Our operations team works ${site.hours}, and our support line answers ${site.support}.`,
    },
    {
      title: `Save up to ${site.maxSavingsPercent}%`,
      text: 'Full trucks, the right vehicle for each load and paperless bookings keep our costs, and yours, down.',
    },
    {
      title: 'The right truck for every load',
      text: `From ${site.rigidTonnage} curtain-side rigids to semi and B-double rated prime movers and road trains.`,
    },
  ],
  cta: 'Contact Us',
};
