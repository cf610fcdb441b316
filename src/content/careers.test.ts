import { describe, expect, it } from 'vitest';
import { careerAds } from './careers';
import { site } from './site';

describe('career ads (spec §2, §3, §9)', () => {
  it('are the five ads of the spec, with its salaries', () => {
    expect(careerAds.map((a) => [a.job_title, a.salary.map((s) => s.pay)])).toEqual([
      ['Metal Fabricator', ['$60,000 to $70,000']],
      ['Interstate Truck Driver', ['$73,500 p.a. plus super']],
      ['Trailer Mechanic', ['Negotiable']],
      ['Tyre Fitter', ['$60,000 to $70,000']],
      ['Business Development Manager/Head of Sales/Head of Growth', ['$100,000 to $130,000']],
    ]);
  });

  it('take their e-mail and phones from the facts file', () => {
    for (const ad of careerAds) {
      expect(ad.email).toBe(site.emails.careers);
      expect(ad.mobile_phone_number.map((p) => p.number)).toEqual(
        site.phones.careers.map((p) => p.display),
      );
      expect(ad.qualifications.length).toBeGreaterThan(0);
      expect(ad.responsibilities.length).toBeGreaterThan(0);
      expect(ad.benefits.length).toBeGreaterThan(0);
    }
  });

  it('state a structured salary that matches the words', () => {
    for (const ad of careerAds) {
      if (!ad.baseSalary) {
        expect(ad.salary[0]?.pay).toBe('Negotiable');
        continue;
      }
      const figures = (ad.salary[0]?.pay.match(/\$[\d,]+/g) ?? []).map((f) =>
        Number(f.replace(/[$,]/g, '')),
      );
      expect(figures[0]).toBe(ad.baseSalary.min);
      expect(figures.at(-1)).toBe(ad.baseSalary.max);
    }
  });
});
