// Copy of the services pages that is lists rather than prose: services, technology features,
// warehousing capabilities and the warehousing FAQ.
import { mainOffice, site } from './site';

export const serviceLines = [
  {
    title: 'Interstate road freight',
    text: 'Full truckloads and part loads between Melbourne, Sydney, Brisbane, Adelaide, Canberra, Perth and Darwin, with two-up driver teams on most legs.',
    href: '/services/logistics-solutions',
  },
  {
    title: 'Express linehaul',
    text: 'Time-critical freight on our express schedule, from 8 hours Melbourne to Adelaide to 48 hours Brisbane to Perth.',
    href: '/promise-to-clients/express-transit-times',
  },
  {
    title: 'Metropolitan and regional delivery',
    text: 'Rigid trucks from 6 to 12 tonne curtain sides for daily deliveries around Melbourne and regional Victoria, New South Wales, Queensland and South Australia.',
    href: '/services/logistics-solutions',
  },
  {
    title: '3PL warehousing',
    text: `Storage, pick and pack, cross-docking and container loading at our ${mainOffice.locality} warehouse, with our own trucks at the door.`,
    href: '/services/warehousing',
  },
  {
    title: 'Food-grade storage',
    text: 'HACCP-certified ambient storage for food and beverage goods, handled by trained staff and traceable pallet by pallet.',
    href: '/services/warehousing/food-grade-warehouse',
  },
  {
    title: 'Freight technology',
    text: 'Online booking, real-time job status, vehicle tracking and electronic proof of delivery for every consignment.',
    href: '/services/technology',
  },
];

export const technologyFeatures = [
  {
    title: 'Online booking',
    text: 'Book a pick-up from any device in a couple of minutes. Enter the pick-up and delivery suburbs, the pallets or cartons and any special needs such as dangerous goods, a tailgate or hand unloading, and the job goes straight to our planners, with no phone tag and no faxed consignment notes. Regular clients can upload bookings in bulk or send them from their own system.',
  },
  {
    title: 'Real-time job status',
    text: 'Every job moves through clear stages (booked, picked up, in transit, at the depot, out for delivery, delivered) and each change is recorded the moment it happens. You see the same status our operations team sees, and you can ask for an e-mail at each step.',
  },
  {
    title: 'Vehicle tracking',
    text: 'Every prime mover and rigid truck in our fleet carries GPS telematics. You can see where the vehicle carrying your freight is and when it is expected, and our planners use the same data to re-route around road closures and weather before they cause delays.',
  },
  {
    title: 'Electronic proof of delivery',
    text: 'Drivers record each delivery on an in-cab device: the receiver signs on the screen, and the time, place and photographs of the freight are captured with the signature. The proof of delivery is available online within minutes, so invoices can be checked and disputes settled without waiting for paperwork.',
  },
];

export const warehousingCapabilities = [
  {
    title: '3PL warehouse in Melbourne',
    text: `Racked and floor storage in ${mainOffice.locality}, minutes from the Western Ring Road, the Princes Freeway and the Port of Melbourne. We receive, store, pick, pack and dispatch on your behalf, and our own linehaul fleet collects from the same dock.`,
  },
  {
    title: 'HACCP food-grade storage',
    text: 'A separate food-grade area run under a certified HACCP plan, for ambient food and beverage goods that need documented food safety controls.',
  },
  {
    title: 'Cross-dock',
    text: 'Inbound freight is sorted and loaded straight onto outbound trucks, often within the same shift, so stock reaches its destination without sitting on a shelf.',
  },
  {
    title: 'Container loading and unloading',
    text: 'We unpack 20 and 40 foot containers, loose or palletised, check the goods against your packing list and report any damage with photographs, and we load export containers to your plan.',
  },
];

export const warehousingFaq = [
  {
    question: 'What can you store?',
    answer:
      'General palletised and carton freight, building products, homewares, packaged food and beverages (in our HACCP food-grade area) and most classes of packaged goods. Ask us about dangerous goods and oversized items before you book.',
  },
  {
    question: 'Is there a minimum volume or contract term?',
    answer:
      'No. We store anything from a handful of pallets for a few weeks to several hundred pallets on a long-term agreement. Short-term overflow storage is welcome.',
  },
  {
    question: 'How do I see my stock levels?',
    answer:
      'Stock on hand, receipts and dispatches are recorded in our warehouse system, and you receive regular stock reports. Orders can be sent to us by e-mail, upload or directly from your own system.',
  },
  {
    question: 'How quickly do you unload containers?',
    answer:
      'Containers booked before midday are normally unpacked the same day, and loose-loaded 40 foot containers within one business day.',
  },
  {
    question: 'Can you deliver the stock you store?',
    answer:
      'Yes. Our own rigid trucks, semi-trailers and B-doubles collect from the warehouse dock every day for metropolitan delivery and interstate linehaul.',
  },
  {
    question: 'When can I reach you?',
    answer: `Our operations team works 7 days a week around the clock, and our support line answers 24-7 on ${site.phones.sales.display}.`,
  },
];
