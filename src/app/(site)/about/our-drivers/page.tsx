import Link from 'next/link';
import { ProseSection } from '@/components/content/prose-section';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Our Drivers',
  title: 'Our Drivers',
  description:
    'Meet the drivers behind every delivery: experienced, accredited heavy vehicle professionals running two-up teams on most interstate legs.',
  path: '/about/our-drivers',
  crumbs: [
    { label: 'About Us', href: '/about' },
    { label: 'Our Drivers', href: '/about/our-drivers' },
  ],
};

export const metadata = pageMetadata(page);

export default function OurDriversPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>The people behind the wheel</h2>
        <p>
          Every pallet we carry is in the hands of a professional driver. Our drivers are licensed,
          fatigue-managed and proud of a clean, on-time delivery record. Many have been with the
          family for more than a decade, and several of our longest-serving drivers now train the
          next generation.
        </p>
        <h2>Two-up teams on the long legs</h2>
        <p>
          On most interstate legs we run two-up driver teams: two drivers share the truck, one
          driving while the other rests in the sleeper berth. The truck keeps moving within the
          fatigue rules, so express freight from Melbourne reaches Brisbane or Perth without waiting
          for a driver to finish a rest break, and nobody is pushed past safe hours.
        </p>
        <h2>Licensed, trained and accredited</h2>
        <ul>
          <li>
            Every linehaul driver holds a heavy combination or multi-combination licence with a
            clean record.
          </li>
          <li>
            All drivers work under our accredited fatigue management system and keep accurate work
            diaries.
          </li>
          <li>
            Drivers are trained in load restraint, dangerous goods handling where required, and our
            in-cab booking and electronic proof of delivery system.
          </li>
          <li>
            Drug and alcohol testing, regular medicals and refresher training keep our standards
            high.
          </li>
        </ul>
        <h2>The right driver for the right truck</h2>
        <p>
          Our city drivers know the loading docks of Melbourne&apos;s industrial suburbs by heart
          and handle our 6 to 12 tonne curtain-side rigids. Our linehaul drivers run semi and
          B-double rated prime movers between the capitals, and our most experienced drivers take
          the road trains on the longest legs to the west and the north.
        </p>
        <h2>Safety first, every kilometre</h2>
        <p>
          We would rather a load arrive an hour late than have a driver take a risk. Every truck is
          checked before it leaves the yard, every driver can stop a job they believe is unsafe, and
          every incident is reviewed so we learn from it. That is how we deliver in full, on time
          and safely.
        </p>
        <h2>Drive with us</h2>
        <p>
          Want to talk to our operations team about a delivery, or about joining them? Visit our{' '}
          <Link href="/careers">careers page</Link> for current openings, or{' '}
          <Link href="/contact">contact us</Link> and we will put you in touch with the right
          person.
        </p>
      </ProseSection>
    </>
  );
}
