import { ProseSection } from '@/components/content/prose-section';
import { CareerAccordion } from '@/components/content/career-accordion';
import { JsonLd } from '@/components/json-ld';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { careerAds, careersHeading } from '@/content/careers';
import type { CareerAd } from '@/content/careers';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';
import { absoluteUrl } from '@/lib/site-url';

const page: PageInfo = {
  heading: 'Careers',
  title: 'Careers',
  description:
    'Join a family-run freight company: jobs for truck drivers, mechanics, tyre fitters, fabricators and sales leaders in Melbourne and across Australia.',
  path: '/careers',
  crumbs: [{ label: 'Careers', href: '/careers' }],
};

export const metadata = pageMetadata(page);

function htmlList(title: string, items: string[]): string {
  return `<p><strong>${title}</strong></p><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
}

/** JobPosting structured data of one ad (schema.org, as search engines read it). */
function jobPostingJsonLd(ad: CareerAd) {
  const description = [
    ad.company_intro ? `<p>${ad.company_intro}</p>` : '',
    htmlList(
      'Qualifications & Experiences',
      ad.qualifications.map((q) => q.point),
    ),
    htmlList(
      'Task & Responsibilities',
      ad.responsibilities.map((r) => r.task),
    ),
    htmlList(
      'Benefits',
      ad.benefits.map((b) => b.offer),
    ),
    `<p><strong>Salary Range:</strong> ${ad.salary.map((s) => s.pay).join(', ')}</p>`,
  ].join('');
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: ad.job_title,
    description,
    datePosted: ad.datePosted,
    employmentType: ad.employmentType,
    directApply: false,
    url: absoluteUrl(`/careers#${ad.id}`),
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: [site.social.facebook.url, site.social.linkedin.url],
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: ad.location.locality,
        addressRegion: ad.location.state,
        postalCode: ad.location.postcode,
        addressCountry: 'AU',
      },
    },
    applicantLocationRequirements: { '@type': 'Country', name: 'Australia' },
    ...(ad.baseSalary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'AUD',
            value: {
              '@type': 'QuantitativeValue',
              minValue: ad.baseSalary.min,
              maxValue: ad.baseSalary.max,
              unitText: 'YEAR',
            },
          },
        }
      : {}),
  };
}

export default function CareersPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>Build your career with a family business</h2>
        <p>
          We are a family company that has grown over 20 years by hiring good people and keeping
          them. Our drivers, mechanics, warehouse team and office staff are the reason our clients
          stay with us, and we look after them in return: modern equipment, fair pay, proper
          training and managers who know your name.
        </p>
        <p>
          If you take pride in your trade and want to work for a company that values safety and
          doing the job properly, we would like to hear from you. Open a role below to read the full
          advertisement.
        </p>
      </ProseSection>
      <section aria-labelledby="careers-heading" className="mx-auto max-w-6xl px-4 pb-16">
        <h2 id="careers-heading" className="text-2xl font-bold tracking-wide text-brand-900">
          {careersHeading}
        </h2>
        <div className="mt-6 max-w-4xl">
          <CareerAccordion ads={careerAds} />
        </div>
      </section>
      {careerAds.map((ad) => (
        <JsonLd key={ad.id} data={jobPostingJsonLd(ad)} />
      ))}
    </>
  );
}
