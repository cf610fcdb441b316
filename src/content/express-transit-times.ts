// Copy of the Express Transit Times page (spec §2, §9): the words around the table and map of
// the city pairs, whose figures live in transit-times.ts.
import type { PageCopy } from '@/lib/page';
import { md } from './markdown';
import { transitTimes, transitTimeSpan } from './transit-times';

export const expressTransitTimes = {
  description: `Express road transit times between ${transitTimes.length} Australian city pairs, ${transitTimeSpan()}, with distances.`,
  intro: md`
    ## How long express freight takes

    Our express service runs two-up driver teams on most legs, so the truck keeps moving while one
    driver rests. These are the transit times we plan to for each city pair, from pick-up to
    delivery, for freight booked before the day's cut-off. They are the same in both directions.
  `,
  table: {
    caption: 'Express routes, distances and transit times',
    columns: { route: 'Route', distance: 'Distance', time: 'Transit time' },
  },
  more: md`
    ## What affects transit times

    Transit times are for express freight on our linehaul network between metropolitan areas.
    Regional pick-ups and deliveries, tailgate and hand-unload deliveries, dangerous goods and road
    closures from floods or bushfires can add time; we tell you before you book if your job will
    take longer, and straight away if something changes on the road.

    For freight that is not urgent, our economy service costs less and usually takes one or two
    days longer. Compare both on our [quote page](/get-a-quote).
  `,
} satisfies PageCopy;
