import { describe, expect, it } from 'vitest';
import { careerAdLabels, careerAds, careersHeading } from './careers';

// What spec §2 (careers), §3 (Career ad) and §9 (Career salaries) say, written out as the spec
// words it.

/** Spec §5: the e-mail pattern used everywhere. */
const specEmail = /^[A-Za-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,12}$/;

describe('careers (spec §2, §3, §9)', () => {
  it('lists five ads under FOR EXPERIENCED CANDIDATES, in the order of the spec', () => {
    expect(careersHeading).toBe('FOR EXPERIENCED CANDIDATES');
    expect(careerAds.map((ad) => ad.job_title)).toEqual([
      'Metal Fabricator',
      'Interstate Truck Driver',
      'Trailer Mechanic',
      'Tyre Fitter',
      'Business Development Manager/Head of Sales/Head of Growth',
    ]);
  });

  it('offers the salaries of §9: $73,500, $100,000 to $130,000, $60,000 to $70,000 twice, Negotiable', () => {
    const salaries = careerAds.flatMap((ad) => ad.salary.map((s) => s.pay));
    expect([...salaries].sort()).toEqual(
      [
        '$73,500 p.a. plus super',
        '$100,000 to $130,000',
        '$60,000 to $70,000',
        '$60,000 to $70,000',
        'Negotiable',
      ].sort(),
    );
  });

  it('lays every ad out in the parts and words of §2', () => {
    expect(careerAdLabels).toMatchObject({
      qualifications: 'Qualifications & Experiences',
      responsibilities: 'Task & Responsibilities',
      benefits: 'Benefits',
      salary: 'Salary Range',
      contact: 'Contact Us',
      sendResumeTo: 'Send your resume to',
      or: 'or',
    });
    for (const ad of careerAds) {
      expect(ad.qualifications.length, ad.job_title).toBeGreaterThan(0);
      expect(ad.responsibilities.length, ad.job_title).toBeGreaterThan(0);
      expect(ad.benefits.length, ad.job_title).toBeGreaterThan(0);
      expect(ad.salary.length, ad.job_title).toBeGreaterThan(0);
      for (const item of [
        ...ad.qualifications.map((q) => q.point),
        ...ad.responsibilities.map((r) => r.task),
        ...ad.benefits.map((b) => b.offer),
      ]) {
        expect(item.trim().length, ad.job_title).toBeGreaterThan(10);
      }
      if (ad.company_intro !== undefined) expect(ad.company_intro.length).toBeGreaterThan(50);
    }
  });

  it('says where to send a resume: an e-mail address and phone numbers to join with "or"', () => {
    for (const ad of careerAds) {
      expect(ad.email, ad.job_title).toMatch(specEmail);
      expect(ad.mobile_phone_number.length, ad.job_title).toBeGreaterThan(1);
      for (const phone of ad.mobile_phone_number) {
        // An Australian number as people write it: ten digits, spaces and brackets.
        expect(phone.number.replace(/[\s()]/g, ''), ad.job_title).toMatch(/^0\d{9}$/);
      }
    }
  });

  it('states a structured salary that matches the words', () => {
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
