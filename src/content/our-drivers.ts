// Copy of the Our Drivers page (spec §2, about/our-drivers).
import type { PageCopy } from '@/lib/page';
import { md } from './markdown';
import { site } from './site';

export const ourDrivers = {
  description:
    'Meet the drivers behind every delivery: experienced, accredited heavy vehicle professionals running two-up teams on most interstate legs.',
  body: md`
    ## The people behind the wheel

    Every pallet we carry is in the hands of a professional driver. Our drivers are licensed,
    fatigue-managed and proud of a clean, on-time delivery record. Many have been with the family for
    more than a decade, and several of our longest-serving drivers now train the next generation.

    ## Two-up teams on the long legs

    On most interstate legs we run two-up driver teams: two drivers share the truck, one driving while
    the other rests in the sleeper berth. The truck keeps moving within the fatigue rules, so express
    freight from Melbourne reaches Brisbane or Perth without waiting for a driver to finish a rest
    break, and nobody is pushed past safe hours.

    ## Licensed, trained and accredited

    - Every linehaul driver holds a heavy combination or multi-combination licence with a clean
      record.
    - All drivers work under our accredited fatigue management system and keep accurate work
      diaries.
    - Drivers are trained in load restraint, dangerous goods handling where required, and our in-cab
      booking and electronic proof of delivery system.
    - Drug and alcohol testing, regular medicals and refresher training keep our standards high.

    ## The right driver for the right truck

    Our city drivers know the loading docks of Melbourne's industrial suburbs by heart and handle our
    ${site.rigidTonnage} curtain-side rigids. Our linehaul drivers run semi and B-double rated prime
    movers between the capitals, and our most experienced drivers take the road trains on the longest
    legs to the west and the north.

    ## Safety first, every kilometre

    We would rather a load arrive an hour late than have a driver take a risk. Every truck is checked
    before it leaves the yard, every driver can stop a job they believe is unsafe, and every incident
    is reviewed so we learn from it. That is how we deliver in full, on time and safely.

    ## Drive with us

    Want to talk to our operations team about a delivery, or about joining them? Visit our
    [careers page](/careers) for current openings, or [contact us](/contact) and we will put you in
    touch with the right person.
  `,
} satisfies PageCopy;
