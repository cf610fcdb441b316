import { mainOffice, site } from '@/content/site';
import type { Office } from '@/content/site';
import { absoluteUrl } from './site-url';

// schema.org data shared by the pages that describe the company.

function postalAddress(office: Office) {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.street,
    addressLocality: office.locality,
    addressRegion: office.state,
    postalCode: office.postcode,
    addressCountry: 'AU',
  };
}

const organizationId = absoluteUrl('/#organization');

/** The company with its four offices, for the structured data of every page. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    description: site.description,
    foundingDate: String(site.foundedYear),
    email: site.emails.sales,
    telephone: site.phones.sales.e164,
    faxNumber: site.phones.fax.e164,
    taxID: `ABN ${site.abn}`,
    sameAs: [site.social.facebook.url, site.social.linkedin.url],
    address: postalAddress(mainOffice),
    department: site.offices.map((office) => ({
      '@type': 'LocalBusiness',
      name: `${site.name} ${office.label}`,
      ...(office.phone ? { telephone: office.phone } : {}),
      address: postalAddress(office),
      geo: { '@type': 'GeoCoordinates', latitude: office.geo.lat, longitude: office.geo.lng },
      openingHours: 'Mo-Su 00:00-23:59',
    })),
  };
}

/** A reference to the company, for authors and publishers. */
export function organizationRef() {
  return { '@type': 'Organization', '@id': organizationId, name: site.name };
}
