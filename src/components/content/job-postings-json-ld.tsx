import { JsonLd } from '@/components/json-ld';
import { careerAdLabels as labels } from '@/content/careers';
import type { CareerAd } from '@/content/careers';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/site-url';

function htmlList(title: string, items: string[]): string {
  return `<p><strong>${title}</strong></p><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
}

/** JobPosting structured data of one ad, as search engines read it (schema.org). */
function jobPosting(ad: CareerAd) {
  const description = [
    ad.company_intro ? `<p>${ad.company_intro}</p>` : '',
    htmlList(
      labels.qualifications,
      ad.qualifications.map((q) => q.point),
    ),
    htmlList(
      labels.responsibilities,
      ad.responsibilities.map((r) => r.task),
    ),
    htmlList(
      labels.benefits,
      ad.benefits.map((b) => b.offer),
    ),
    `<p><strong>${labels.salary}:</strong> ${ad.salary.map((s) => s.pay).join(', ')}</p>`,
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

/** One JobPosting block per ad, so each job can appear in job search results. */
export function JobPostingsJsonLd({ ads }: { ads: CareerAd[] }) {
  return (
    <>
      {ads.map((ad) => (
        <JsonLd key={ad.id} data={jobPosting(ad)} />
      ))}
    </>
  );
}
