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
import { homeHero } from '@/content/home';
import { site } from '@/content/site';
import { breadcrumbJsonLd, pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: homeHero.title,
  title: 'Road Freight, 3PL and Warehousing in Melbourne',
  description: `${site.name}: family-run road freight, 3PL and warehousing from Melbourne for over 20 years. Express two-up linehaul, food-grade storage and 24-7 support.`,
  path: '/',
  crumbs: [],
};

export const metadata = pageMetadata(page);

export default function HomePage() {
  return (
    <>
      <HomeHero heading={page.heading}>
        <HomeQuoteForm />
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
