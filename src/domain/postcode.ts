// The postcode rule, in one place: an Australian postcode is four digits (spec §5, the track
// form's delivery postcode, the credit form's warnings). Rate card files are kept in spreadsheets,
// which drop a leading zero, so their postcodes are read with three digits too ("800" is 0800).

const POSTCODE = /^\d{4}$/;

/** Whether a value is an Australian postcode: exactly four digits, spaces around it aside. */
export function isAustralianPostcode(value: string): boolean {
  return POSTCODE.test(value.trim());
}

/** The postcode that ends a suburb label such as "ROCKLEA QLD 4106", or null. */
export function postcodeOf(suburbLabel: string): string | null {
  const last = suburbLabel.trimEnd().slice(-4);
  return POSTCODE.test(last) ? last : null;
}

/** A postcode as a number, read as a spreadsheet may have written it (a leading zero dropped). */
export function postcodeNumber(text: string): number | undefined {
  return /^\d{3,4}$/.test(text) ? Number(text) : undefined;
}
