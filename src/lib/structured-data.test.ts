import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { organizationJsonLd } from './structured-data';

describe('organization structured data', () => {
  it('names the company and its four offices from the facts file', () => {
    const org = organizationJsonLd();
    expect(org['@type']).toBe('Organization');
    expect(org.name).toBe(site.name);
    expect(org.taxID).toBe(`ABN ${site.abn}`);
    expect(org.department).toHaveLength(4);
    expect(org.department.map((d) => d.address.addressLocality)).toEqual(
      site.offices.map((o) => o.locality),
    );
    for (const office of org.department) {
      expect(office['@type']).toBe('LocalBusiness');
      expect(office.address.addressCountry).toBe('AU');
      expect(office.geo.latitude).toBeLessThan(0);
    }
    expect(org.address.postalCode).toBe(site.offices[0].postcode);
  });
});
