import {
  HomeServiceCards,
  HomeSolutions,
  HomeTestimonials,
  HomeWelcome,
  HomeWhyChooseUs,
} from '@/components/home/home-sections';
import { HomeHero } from '@/components/home/home-hero';
import { HomeQuoteForm } from '@/components/home/home-quote-form';
import { JsonLd } from '@/components/json-ld';
import { homePage } from '@/content/home';
import { breadcrumbJsonLd, definePage, pageMetadata } from '@/lib/page';
import { NeedsScript } from '@/components/forms/needs-script';

const page = definePage('/', homePage);

export const metadata = pageMetadata(page);

export default function HomePage() {
  return (
    <>
      <HomeHero heading={page.heading}>
        <HomeQuoteForm noScript={<NeedsScript subject="form" />} />
      </HomeHero>
      <HomeWelcome />
      <HomeServiceCards />
      <HomeSolutions />
      <HomeTestimonials />
      <HomeWhyChooseUs />
      <JsonLd data={breadcrumbJsonLd(page)} />
    </>
  );
}
