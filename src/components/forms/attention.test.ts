import { describe, expect, it } from 'vitest';
import { contactFields, contactSchema } from '@/domain/contact';
import { creditApplicationFields, creditApplicationSchema } from '@/domain/credit-application';
import { attentionHeading, invalidFields, toFillHeading, warningsHeading } from './attention';

const contactItems = contactFields.map((f) => ({
  name: f.name,
  id: `contact-${f.name}`,
  label: f.label,
}));

describe('the summary beside a disabled submit button', () => {
  it('counts fields and warnings in words', () => {
    expect(attentionHeading(1)).toBe('1 field needs attention');
    expect(attentionHeading(2)).toBe('2 fields need attention');
    expect(warningsHeading(1)).toBe('1 warning, you can still send');
    expect(warningsHeading(3)).toBe('3 warnings, you can still send');
    expect(toFillHeading(1)).toBe('1 field to fill in');
    expect(toFillHeading(6)).toBe('6 fields to fill in');
  });

  it('names an empty e-mail on an untouched contact form', () => {
    expect(invalidFields(contactSchema, {}, contactItems)).toEqual([
      { id: 'contact-email', label: 'Email' },
    ]);
  });

  it('names every refused field once, in page order, and nothing when the form is valid', () => {
    const values = {
      first_name: 'x'.repeat(101),
      email: 'someone@Example',
      message: 'y'.repeat(5001),
    };
    expect(invalidFields(contactSchema, values, contactItems)).toEqual([
      { id: 'contact-first_name', label: 'First name' },
      { id: 'contact-email', label: 'Email' },
      { id: 'contact-message', label: 'Message' },
    ]);
    expect(
      invalidFields(
        contactSchema,
        { email: 'someone@example.com', message: 'y'.repeat(5000) },
        contactItems,
      ),
    ).toEqual([]);
  });

  it('never lists a credit application field for a warning alone', () => {
    const items = creditApplicationFields.map((f) => ({
      name: f.name,
      id: f.name,
      label: f.label,
    }));
    expect(
      invalidFields(
        creditApplicationSchema,
        { email: 'accounts@example.com.au', abn: '51 824 753 557', postcode: '30' },
        items,
      ),
    ).toEqual([]);
  });
});
