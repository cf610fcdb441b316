// Copy of the Technology page (spec §2, services/technology): online booking, real-time job
// status, vehicle tracking and electronic proof of delivery.
import type { PageCopy } from '@/lib/page';
import { md } from './markdown';
import { site } from './site';

export const technology = {
  description: `Book online, follow each job in real time, track the truck and receive electronic proof of delivery: the freight technology we have run since ${site.digitalSince}.`,
  intro: md`
    ## Digital shipping since ${site.digitalSince}

    We moved our bookings online in ${site.digitalSince} and have kept building since. Today every
    consignment can be booked, followed and signed for without a single phone call or sheet of
    paper, and the same information our planners see is open to you.
  `,
  features: {
    label: 'Our freight technology',
    steps: [
      {
        title: 'Online booking',
        text: 'Book a pick-up from any device in a couple of minutes. Enter the pick-up and delivery suburbs, the pallets or cartons and any special needs such as dangerous goods, a tailgate or hand unloading, and the job goes straight to our planners, with no phone tag and no faxed consignment notes. Regular clients can upload bookings in bulk or send them from their own system.',
      },
      {
        title: 'Real-time job status',
        text: 'Every job moves through clear stages (booked, picked up, in transit, at the depot, out for delivery, delivered) and each change is recorded the moment it happens. You see the same status our operations team sees on our Track a Booking page, and you receive an e-mail at each step.',
      },
      {
        title: 'Vehicle tracking',
        text: 'Every prime mover and rigid truck in our fleet carries GPS telematics. You can see where the vehicle carrying your freight is and when it is expected, and our planners use the same data to re-route around road closures and weather before they cause delays.',
      },
      {
        title: 'Electronic proof of delivery',
        text: 'Drivers record each delivery on an in-cab device: the receiver signs on the screen, and the time, place and photographs of the freight are captured with the signature. The proof of delivery is available online within minutes, so invoices can be checked and disputes settled without waiting for paperwork.',
      },
    ],
  },
  more: md`
    ## Connect your own systems

    Larger clients can send bookings from their ERP, warehouse or online store straight to ours and
    receive status updates and proof of delivery back the same way. Our team will help you set it up
    and test it before you go live.

    ## Follow your booking

    Booked a saved quote on our website? Follow each step of the job, from confirmation to
    delivery, on [Track a Booking](/track) with your booking reference and e-mail address.

    ## Why it matters

    Paperless bookings cut errors and double handling, live tracking lets you tell your own
    customers exactly when to expect their goods, and electronic proof of delivery means invoices
    can be checked the day the freight arrives. It is a large part of how we keep our prices down.

    See how it fits with our [logistics solutions](/services/logistics-solutions) and
    [warehousing](/services/warehousing), or [get a quote](/get-a-quote) online now.
  `,
} satisfies PageCopy;
