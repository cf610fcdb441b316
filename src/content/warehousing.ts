// Copy of the Warehousing page (spec §2, services/warehousing): 3PL warehouse in Melbourne,
// ambient and refrigerated storage (spec §1), HACCP food-grade, cross-dock, container loading and
// the FAQ, with links to contact, the food-grade page and technology.
import type { PageCopy } from '@/lib/page';
import { md } from './markdown';
import { mainOffice, site } from './site';

/**
 * How our refrigerated rooms are run: the one source of the figures the warehousing and
 * food-grade pages state. 5 °C is the limit the Food Standards Code (Standard 3.2.2) sets for
 * potentially hazardous food held cold.
 */
export const chilledStorage = {
  minCelsius: 0,
  maxCelsius: 5,
  /** How often each room's data logger records its temperature. */
  loggedEveryMinutes: 5,
  /** How long a room may stay out of range before the alarm goes to the on-call team. */
  alarmAfterMinutes: 15,
  /** The longest chilled goods may spend out of refrigeration between truck and cold room. */
  maxMinutesOutOfCold: 20,
  /** How long temperature records are kept for audits and recalls. */
  recordsKeptYears: 2,
} as const;

export const chilledRange = `${chilledStorage.minCelsius} °C to ${chilledStorage.maxCelsius} °C`;

export const warehousing = {
  description:
    '3PL warehousing in Melbourne: ambient and refrigerated HACCP food-grade storage, cross-docking, container loading and unloading, pick and pack, with road freight from the same dock.',
  intro: md`
    ## 3PL warehouse in Melbourne

    Our ${mainOffice.locality} warehouse sits minutes from the Western Ring Road and the Port of
    Melbourne, with racked storage, refrigerated rooms, a cross-dock and our own linehaul fleet at
    the door. We receive your stock, store it safely, pick and pack your orders and deliver them
    across Australia, so your goods are handled by one company from the container to the customer.

    For food and beverage goods we run a separate
    [HACCP food-grade warehouse](/services/warehousing/food-grade-warehouse), ambient and
    refrigerated, with documented food safety controls.
  `,
  capabilities: {
    title: 'What our warehouse does',
    cards: [
      {
        title: '3PL warehouse in Melbourne',
        text: `Racked and floor storage in ${mainOffice.locality}, minutes from the Western Ring Road, the Princes Freeway and the Port of Melbourne. We receive, store, pick, pack and dispatch on your behalf, and our own linehaul fleet collects from the same dock.`,
      },
      {
        title: 'HACCP food-grade storage',
        text: 'A separate food-grade area run under a certified HACCP plan, for ambient and chilled food and beverage goods that need documented food safety controls.',
      },
      {
        title: 'Refrigerated storage',
        text: `Chilled rooms held at ${chilledRange} for dairy, smallgoods, fresh produce and ready meals, with every room's temperature logged every ${chilledStorage.loggedEveryMinutes} minutes and alarms answered ${site.support}.`,
      },
      {
        title: 'Cross-dock',
        text: 'Inbound freight is sorted and loaded straight onto outbound trucks, often within the same shift, so stock reaches its destination without sitting on a shelf.',
      },
      {
        title: 'Container loading and unloading',
        text: 'We unpack 20 and 40 foot containers, loose or palletised, check the goods against your packing list and report any damage with photographs, and we load export containers to your plan.',
      },
    ],
  },
  storage: md`
    ## Ambient and refrigerated storage

    Our warehouse keeps two climates under one roof, so one provider can hold your whole range.

    - **Ambient storage** for goods kept at room temperature: general freight, building products,
      homewares, and shelf-stable food and beverages in our food-grade area.
    - **Refrigerated storage** in insulated chilled rooms held at ${chilledRange}, for dairy,
      smallgoods, packaged meat, fresh produce, ready meals and anything else that must stay cold.
      We do not store frozen goods.

    Every chilled room has its own data logger, which records the temperature every
    ${chilledStorage.loggedEveryMinutes} minutes. If a room stays outside its range for more than
    ${chilledStorage.alarmAfterMinutes} minutes, an alarm goes to our on-call team, who answer it
    ${site.support}, and a standby generator keeps the rooms cold through a power failure. The
    records are kept for ${chilledStorage.recordsKeptYears} years and sent to you whenever you ask.

    ## Stock you can see

    Receipts, stock on hand and dispatches are recorded in our warehouse system, and every delivery
    from the warehouse is tracked like the rest of our freight. Read more about
    [our technology](/services/technology).
  `,
  faq: {
    title: 'Frequently asked questions',
    items: [
      {
        question: 'What can you store?',
        answer:
          'General palletised and carton freight, building products, homewares, packaged food and beverages (in our HACCP food-grade area), chilled food in our refrigerated rooms, and most classes of packaged goods. Ask us about dangerous goods and oversized items before you book.',
      },
      {
        question: 'Do you store chilled goods?',
        answer: `Yes. Our refrigerated rooms hold chilled goods at ${chilledRange} under the same HACCP plan as our food-grade area. Each room's temperature is logged every ${chilledStorage.loggedEveryMinutes} minutes and its alarms are answered ${site.support}. We do not store frozen goods.`,
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
        answer: `Our operations team works ${site.hours}, and our support line answers ${site.support} on ${site.phones.sales.display}.`,
      },
    ],
    note: md`
      Have a question we have not answered? [Contact us](/contact) and our warehouse team will
      come back to you within one business day.
    `,
  },
  cta: {
    title: 'Need storage and delivery?',
    text: 'Price your freight online, or ask us for a warehousing proposal.',
  },
} satisfies PageCopy;
