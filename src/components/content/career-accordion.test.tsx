import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { careerAds } from '@/content/careers';
import { CareerAccordion } from './career-accordion';

describe('CareerAccordion', () => {
  const html = renderToStaticMarkup(<CareerAccordion ads={careerAds} />);
  const text = html.replace(/<[^>]+>/g, '');

  it('puts every ad in the page, each with the five parts of spec §2', () => {
    for (const heading of [
      'Qualifications &amp; Experiences',
      'Task &amp; Responsibilities',
      'Benefits',
      'Salary Range',
      'Contact Us',
    ]) {
      expect(html.split(`>${heading}</h4>`)).toHaveLength(careerAds.length + 1);
    }
  });

  it('says "Send your resume to" the e-mail, and joins the phone numbers with "or"', () => {
    for (const ad of careerAds) {
      expect(text).toContain(`Send your resume to ${ad.email}`);
      expect(text).toContain(`Call ${ad.mobile_phone_number.map((p) => p.number).join(' or ')}`);
    }
  });
});
