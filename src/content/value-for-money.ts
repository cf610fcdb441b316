// Copy of the Value for Money page (spec §2, promise-to-clients/value-for-money): how clients save
// the share of their freight costs that spec §1 claims.
import type { PageCopy } from '@/lib/page';
import { md } from './markdown';
import { site } from './site';

export const valueForMoney = {
  description: `How we keep freight costs down: full trucks, the right vehicle for every load and digital bookings, saving clients up to ${site.maxSavingsPercent}% on their transport spend.`,
  body: md`
    ## Freight that costs less, not less freight

    Clients who move their freight to us save up to ${site.maxSavingsPercent}% on their transport
    costs. The savings come from how we plan, load and run our trucks, never from cutting corners on
    safety or service.

    ### Full trucks

    An empty trailer costs the same to run as a full one. We consolidate part loads from many
    clients at our depots, so each linehaul leaves full and each client pays only for the space
    their freight takes.

    ### The right vehicle for every load

    From ${site.rigidTonnage} curtain-side rigids to semi and B-double rated prime movers and road
    trains, we match the truck to the job. A B-double moves far more freight per litre of fuel and
    per driver hour than two semi-trailers, and a small rigid is cheaper than a semi for a suburban
    drop.

    ### Paperless from booking to delivery

    Online bookings, live tracking and electronic proof of delivery mean fewer phone calls, fewer
    errors and no lost paperwork, for us and for you. We have shipped digitally since
    ${site.digitalSince} and it shows in our prices. Read more about
    [our technology](/services/technology).

    ### Honest, clear pricing

    You see the price before you book, quoted ex GST with the GST shown separately. Our fuel levy is
    calculated by a published formula and updated monthly; you can check it yourself on our
    [fuel levy page](/promise-to-clients/fuel-levy). There are no hidden charges, and any extra
    service is priced before we do it.

    ### One company for freight and storage

    When your stock is stored in our warehouse and delivered by our trucks, there is no transfer
    between providers, no double handling and one invoice. See our
    [warehousing](/services/warehousing).
  `,
  cta: {
    title: 'See what you could save',
    text: 'Price a job online in a couple of minutes and compare it with what you pay today.',
  },
} satisfies PageCopy;
