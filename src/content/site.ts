// The company's facts, in one place. Pages, mail, PDFs and structured data read them from here;
// no other file repeats a name, phone number, address, e-mail or registration number.

export type Office = {
  /** Short label used in headings, e.g. "Main Office". */
  label: string;
  street: string;
  locality: string;
  state: 'VIC' | 'NSW' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'NT' | 'ACT';
  postcode: string;
  phone?: string;
  /** Latitude and longitude, for structured data. */
  geo: { lat: number; lng: number };
};

export type Phone = { display: string; /** E.164 form for tel: links. */ e164: string };

function phone(display: string): Phone {
  const digits = display.replace(/\D/g, '');
  return { display, e164: `+61${digits.replace(/^0/, '')}` };
}

export const site = {
  name: 'Banksia Freight Lines',
  legalName: 'Banksia Freight Lines Pty Ltd',
  shortName: 'Banksia Freight',
  tagline: 'Road freight, 3PL and warehousing, run by a family that answers the phone.',
  description:
    'Banksia Freight Lines is a family-run road freight, 3PL and warehousing company based in Laverton North, Melbourne, with yards in Queensland, South Australia and New South Wales. For over 20 years we have moved freight in full, on time and safely for clients from large corporates to small start-ups.',
  foundedYear: 2002,
  digitalSince: 2012,
  copyrightYear: 2022,
  abn: '51 824 753 556',
  acn: '004 085 616',
  phones: {
    sales: phone('(03) 5550 4120'),
    fax: phone('(03) 5550 4129'),
    careers: [phone('0491 570 156'), phone('(03) 5550 4120')],
  },
  emails: {
    sales: 'sales@banksiafreight.com.au',
    careers: 'careers@banksiafreight.com.au',
    accounts: 'accounts@banksiafreight.com.au',
    /** Sender of the site's automatic mail. */
    noreply: 'no-reply@banksiafreight.com.au',
  },
  offices: [
    {
      label: 'Main Office',
      street: '41 Boundary Road',
      locality: 'Laverton North',
      state: 'VIC',
      postcode: '3026',
      phone: '(03) 5550 4120',
      geo: { lat: -37.8247, lng: 144.7876 },
    },
    {
      label: 'Brisbane',
      street: '18 Brownlee Street',
      locality: 'Rocklea',
      state: 'QLD',
      postcode: '4106',
      phone: '(07) 5550 2210',
      geo: { lat: -27.5386, lng: 153.0051 },
    },
    {
      label: 'Adelaide',
      street: '5 Churchill Road North',
      locality: 'Kilburn',
      state: 'SA',
      postcode: '5084',
      phone: '(08) 5550 3310',
      geo: { lat: -34.8594, lng: 138.5853 },
    },
    {
      label: 'Gilgandra',
      street: '27 Castlereagh Highway',
      locality: 'Gilgandra',
      state: 'NSW',
      postcode: '2827',
      phone: '(02) 5550 1410',
      geo: { lat: -31.7106, lng: 148.6617 },
    },
  ] as const satisfies readonly Office[],
  social: {
    facebook: { label: 'Facebook', url: 'https://www.facebook.com/banksiafreightlines' },
    linkedin: { label: 'LinkedIn', url: 'https://www.linkedin.com/company/banksia-freight-lines' },
  },
  /**
   * The heavy vehicle accreditation the About page claims, as its certificate states it. The site
   * serves the certificate as a PDF drawn from these facts (docs/decisions/055).
   */
  accreditation: {
    scheme: 'National Heavy Vehicle Accreditation Scheme',
    schemeShort: 'NHVAS',
    /** The body that grants the accreditation and issues the certificate. */
    certifyingBody: 'National Heavy Vehicle Regulator',
    certifyingBodyShort: 'NHVR',
    certificateNumber: 'NHVAS 502716',
    modules: ['Maintenance Management', 'Mass Management', 'Basic Fatigue Management'],
    /** What the accreditation covers; the certificate lists the depots from `offices`. */
    scope:
      'Interstate and intrastate road freight, including food-grade freight, carried in rigid trucks, semi-trailer and B-double prime movers and road trains.',
    /** The compliance audit the accreditation was granted on. */
    auditDate: '2025-04-29',
    issued: '2025-05-12',
    expires: '2027-05-11',
  },
  /** Where the site serves the accreditation certificate (a PDF drawn from `accreditation`). */
  accreditationCertificateUrl: '/about/certificate-of-accreditation.pdf',
  hours: '24 hours a day, 7 days a week',
  /** Bookings made before this are collected on the pickup day (delivery estimates, decision 064). */
  bookingCutOff: '2 pm Melbourne time, the working day of pickup',
  /** How the site describes the support line (spec §1, §9). */
  support: '24-7',
  /** The most a client saves on freight by moving it to us, as the site claims it (spec §1). */
  maxSavingsPercent: 25,
  /** The range of the rigid trucks, the smallest of the fleet (spec §1). */
  rigidTonnage: '6 to 12 tonne',
} as const;

/** The Laverton North head office: the address in the footer, mail and documents. */
export const mainOffice: Office = site.offices[0] satisfies Office;

/** The yards in the other states. */
export const branchOffices: readonly Office[] = site.offices.slice(1);

/**
 * How long the company has been on the road, in whole decades: the "over 20 years" of spec §1,
 * counted from the founding year so that the claim stays true as the years pass.
 */
export function yearsInOperation(today: Date = new Date()): number {
  return Math.floor((today.getFullYear() - site.foundedYear) / 10) * 10;
}

/** The towns of the offices as a sentence lists them, "Rocklea, Kilburn and Gilgandra". */
export function officeTowns(
  offices: readonly Office[] = site.offices,
  { withState = false } = {},
): string {
  const towns = offices.map((o) => (withState ? `${o.locality} ${o.state}` : o.locality));
  return towns.length > 1 ? `${towns.slice(0, -1).join(', ')} and ${towns.at(-1)}` : towns.join('');
}

export function formatAddress(office: Office): string {
  return `${office.street}, ${office.locality} ${office.state} ${office.postcode}`;
}
