// A valid body for every POST route of /tms/*, as the site's own pages send them: the seeds that
// the hostile-input and fuzz tests start from.
import { toCalendarDate } from '@/domain/format';
import { signatureDataUrl } from './credit-png';

const inTwoDays = () => toCalendarDate(new Date(Date.now() + 48 * 3600 * 1000));

export function bookingBody(): Record<string, unknown> {
  return {
    is_dg: false,
    is_hand_unload: false,
    is_trailer_split: false,
    has_tailgate: true,
    pickup: 'LAVERTON NORTH VIC 3026',
    delivery: 'ROCKLEA QLD 4106',
    date: inTwoDays(),
    expiryDate: '',
    packagings: [
      { type: '10', quantity: 2, length: 120, width: 100, height: 100, weight: 50 },
      { type: '15', quantity: 3, length: 60, width: 60, height: 90, weight: 900 },
    ],
  };
}

export function saveQuoteBody(email = 'fuzz.quote@example.com'): Record<string, unknown> {
  return {
    ...bookingBody(),
    label: 'Express',
    description: 'Next Working Day or 2-Up Service',
    price: 1,
    exGST: true,
    email,
  };
}

export function contactBody(): Record<string, unknown> {
  return {
    first_name: 'Priya',
    last_name: 'Nair',
    email: 'priya.nair@example.com',
    subject: 'Pallets to Perth',
    phone: '0491 570 110',
    message: 'We have 12 pallets a week from Dandenong to Perth.',
  };
}

export function homeQuoteBody(): Record<string, unknown> {
  return {
    pickup: 'LAVERTON NORTH VIC 3026',
    delivery: 'ROCKLEA QLD 4106',
    email: 'dispatch@harbourline.example.com',
  };
}

/** The bank details of the credit seed: tests check they never leave the server in clear. */
export const creditBank = {
  bank_name: 'Westpac Banking Corporation',
  bank_account_number: '733-156 987654321',
  bank_address: '360 Collins Street, Melbourne VIC 3000',
};

export function creditBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Olivia Nguyen',
    email: 'olivia.nguyen@example.com',
    phoneNumber: '0491 570 006',
    position: 'Director',
    year_in_business: '12',
    home_address: '8 Wattle Grove',
    suburb: 'Footscray',
    state: 'VIC',
    postcode: '3011',
    company_name: 'Wattle & Gum Provisions Pty Ltd',
    acn: '004 085 616',
    abn: '51 824 753 556',
    trading_name: 'Wattle & Gum',
    years_in_trading: '9',
    company_address: '22 Somerville Road',
    company_suburb: 'Yarraville',
    company_state: 'VIC',
    company_postcode: '3013',
    postal_address: 'PO Box 410',
    postal_suburb: 'Yarraville',
    postal_state: 'VIC',
    postal_postcode: '3013',
    company_phone: '(03) 5550 7788',
    company_fax: '(03) 5550 7789',
    company_email: 'accounts@wattlegum.example.com',
    ...creditBank,
    first_reference_name: 'Southern Cross Packaging',
    first_reference_address: '3 Kororoit Creek Road, Altona VIC 3018',
    first_reference_phone: '(03) 5550 1001',
    second_reference_name: 'Bayside Cold Stores',
    second_reference_address: '90 Fitzgerald Road, Laverton North VIC 3026',
    second_reference_phone: '(03) 5550 1002',
    third_reference_name: 'Merri Creek Produce',
    third_reference_address: '15 Hume Highway, Somerton VIC 3062',
    third_reference_phone: '(03) 5550 1003',
    declaration_name: 'Olivia Nguyen',
    declaration_position: 'Director',
    declaration_signature: 'signedDeclaration_Olivia Nguyen.png',
    declarationSignatureBinary: signatureDataUrl(530, 300),
    declaration_date_signed: toCalendarDate(new Date()),
    act_name: 'Marcus Webb',
    act_position: 'Company Secretary',
    act_signature: 'signedPrivacyAct1988_Marcus Webb.png',
    actSignatureBinary: signatureDataUrl(400, 226),
    act_date_signed: toCalendarDate(new Date()),
    ...overrides,
  };
}

export function bookingRequestBody(
  quoteNumber: string,
  email = 'fuzz.quote@example.com',
): Record<string, unknown> {
  return {
    quote_number: quoteNumber,
    email,
    pickup: {
      business_name: 'Harbourline Foods',
      street: '7 Kororoit Way',
      contact_name: 'Sam Reid',
      phone: '03 9555 0123',
      ready_from: '08:00',
      closes_at: '16:30',
      instructions: 'Use the rear gate',
    },
    delivery: {
      business_name: 'Rocklea Fresh Markets',
      street: '385 Sherwood Road',
      contact_name: 'Jo Tan',
      phone: '0412 345 678',
    },
    reference: 'PO-4471',
    goods_description: 'Chilled sauces on pallets',
    accept_terms: true,
  };
}

/** The POST routes by path, each with a valid body. A quote number is filled in by the caller. */
export function validBodies(quoteNumber = 'Q0000-0000'): Record<string, Record<string, unknown>> {
  return {
    '/tms/getQuoteRates': bookingBody(),
    '/tms/saveQuote': saveQuoteBody(),
    '/tms/check-quote': { quote_number: quoteNumber },
    '/tms/sendOfficialSite_QuoteMail': { ...saveQuoteBody(), quote_number: quoteNumber },
    '/tms/save-contact': contactBody(),
    '/tms/sendOfficialSiteMail': contactBody(),
    '/tms/sendOfficialSite_GetQuoteMail': homeQuoteBody(),
    '/tms/save-credit-application': creditBody(),
    '/tms/sendOfficialSite_CreditApplicationMail': creditBody(),
    '/tms/bookings': bookingRequestBody(quoteNumber),
    '/tms/track': { booking_reference: 'B0000-0000', email: 'fuzz.quote@example.com' },
    '/tms/quote-pdf': { quote_number: quoteNumber, email: 'fuzz.quote@example.com' },
    '/tms/pickup-dates': { quote_number: quoteNumber },
  };
}
