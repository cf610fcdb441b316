// Copy of the Track a Booking page (/track): follow a booking made from a saved quote.
import type { PageCopy } from '@/lib/page';
import { site } from './site';

export const track = {
  description:
    'Follow your freight booking with its reference and your e-mail address or the delivery postcode: requested, confirmed, picked up, in transit and delivered, each with its time.',
  lead: 'Enter the booking reference from your confirmation e-mail (it starts with B) and either the e-mail address you booked with or the postcode the freight is going to. You will see each step of the job and when it happened.',
  help: `Cannot find your booking? Check the reference in your confirmation e-mail, or call us on ${site.phones.sales.display}, ${site.support}.`,
} satisfies PageCopy;
