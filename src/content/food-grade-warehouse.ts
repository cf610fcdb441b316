// Copy of the food-grade warehouse page (spec §2, services/warehousing/food-grade-warehouse):
// HACCP-certified storage, ambient and refrigerated (spec §1), trained staff and support around
// the clock, with a link to the blog article on HACCP and one back to warehousing.
import type { PageCopy } from '@/lib/page';
import { md } from './markdown';
import { mainOffice, site } from './site';
import { chilledRange, chilledStorage } from './warehousing';

/** The blog article on HACCP: its altTitle with dashes for spaces. */
const haccpArticle = '/our-blog/How-HACCP-Controls-Food-Safety';

export const foodGradeWarehouse = {
  description: `HACCP-certified food-grade warehouse in Melbourne: ambient storage and chilled rooms at ${chilledRange} for food and beverage, trained staff, full traceability and ${site.support} support.`,
  intro: md`
    ## HACCP-certified food-grade storage

    Food and beverage goods need more than a dry shed. Our food-grade warehouse in
    ${mainOffice.locality} runs a certified HACCP (Hazard Analysis and Critical Control Points)
    plan, so every pallet is received, stored, handled and dispatched under documented food safety
    controls. Hazards are identified in advance, critical control points are monitored and
    recorded, and any deviation is corrected and written up before the goods move on.
  `,
  storage: md`
    ## Ambient storage for food and beverage

    Our food-grade area is a clean, sealed and pest-controlled ambient store for shelf-stable
    products: packaged and canned foods, dry goods, confectionery, beverages, and food packaging. It
    is kept apart from general freight, with no chemicals or dangerous goods stored alongside, and
    temperatures are logged around the clock.

    - Dedicated racking and floor space, separate from general warehousing
    - Integrated pest management with a licensed contractor and documented inspections
    - Scheduled cleaning and sanitation with signed records
    - Batch and best-before tracking, with first-expiry-first-out picking
    - Full traceability from receipt to delivery, ready for a recall at short notice

    ## Refrigerated storage for chilled food

    For food that must stay cold, our refrigerated rooms are held at ${chilledRange}, within the
    ${chilledStorage.maxCelsius} °C limit the Food Standards Code sets for potentially hazardous food
    kept cold. They take dairy, smallgoods, packaged meat and poultry, fresh produce, juices and
    ready-to-eat meals. Cold storage is a critical control point of our HACCP plan, managed at every
    step:

    - **Receiving.** Each chilled delivery is checked with a calibrated probe thermometer before it
      is unloaded, and the reading is recorded against the consignment. Product that arrives above
      ${chilledStorage.maxCelsius} °C is held in quarantine, and we call you before anything else
      happens to it.
    - **Storage.** Every room has its own data logger recording the temperature every
      ${chilledStorage.loggedEveryMinutes} minutes. If a room stays outside its range for more than
      ${chilledStorage.alarmAfterMinutes} minutes, an alarm goes to our on-call team day and night,
      and a standby generator keeps the rooms cold through a power failure.
    - **Handling.** Chilled goods cross a sealed dock between truck and cold room and are picked
      inside the cold room, so no pallet spends more than ${chilledStorage.maxMinutesOutOfCold}
      minutes out of refrigeration. Raw and ready-to-eat products are stored apart.
    - **Dispatch.** Orders are loaded into refrigerated trailers cooled to the right temperature
      beforehand, and the load temperature is written on the consignment note.
    - **Records.** Probe thermometers are checked against a reference thermometer every month and
      the data loggers are calibrated every year. Temperature records are kept for
      ${chilledStorage.recordsKeptYears} years and sent to you, or your auditor, whenever you ask.

    ## Trained staff

    Everyone who works in the food-grade area is trained in food safety, hygiene and our HACCP plan
    before they handle a carton, with refresher training every year. Our team inspects each delivery
    on arrival for damage, contamination, correct labelling and, for chilled goods, temperature, and
    quarantines anything that does not pass.

    ## ${site.support} support

    Food supply chains do not stop at five o'clock, and neither do we. Our operations team works
    ${site.hours} and our support line answers ${site.support} on
    [${site.phones.sales.display}](tel:${site.phones.sales.e164}), so an urgent order, a temperature
    alarm or a question about a batch is dealt with when you need it.

    ## Storage and transport together

    Stock stored with us goes out on our own trucks, so food-grade handling continues from our dock
    to your customer's. Learn more about how HACCP protects your products in our article
    [How HACCP Controls Food Safety](${haccpArticle}), or see our full range of
    [warehousing services](/services/warehousing).
  `,
} satisfies PageCopy;
