// The five job ads of the Careers page (spec §2, §3 "Career ad", §9 salaries). The spec's field
// names are kept; e-mail and phone numbers come from the facts file.
import type { PageCopy } from '@/lib/page';
import { md } from './markdown';
import { branchOffices, mainOffice, officeTowns, site, yearsInOperation } from './site';

export type CareerAd = {
  /** Stable key for anchors and accordion state. */
  id: string;
  job_title: string;
  company_intro?: string;
  qualifications: { point: string }[];
  responsibilities: { task: string }[];
  benefits: { offer: string }[];
  salary: { pay: string }[];
  email: string;
  mobile_phone_number: { number: string }[];
  /** For JobPosting structured data. */
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR';
  /** Yearly base salary in AUD, when the ad states one. */
  baseSalary?: { min: number; max: number };
  location: { locality: string; state: string; postcode: string };
  datePosted: string;
};

const contact = {
  email: site.emails.careers,
  mobile_phone_number: site.phones.careers.map((p) => ({ number: p.display })),
};

const intro = `${site.name} is a family-run road freight, 3PL and warehousing company based in ${mainOffice.locality}, Melbourne. For over ${yearsInOperation()} years we have moved freight in full, on time and safely for clients from large corporates to small start-ups, with yards in ${officeTowns(branchOffices, { withState: true })}.`;

const melbourne = {
  locality: mainOffice.locality,
  state: mainOffice.state,
  postcode: mainOffice.postcode,
};

export const careersPage = {
  description:
    'Join a family-run freight company: jobs for truck drivers, mechanics, tyre fitters, fabricators and sales leaders in Melbourne and across Australia.',
  intro: md`
    ## Build your career with a family business

    We are a family company that has grown over ${yearsInOperation()} years by hiring good people and
    keeping them. Our drivers, mechanics, warehouse team and office staff are the reason our clients
    stay with us, and we look after them in return: modern equipment, fair pay, proper training and
    managers who know your name.

    If you take pride in your trade and want to work for a company that values safety and doing the
    job properly, we would like to hear from you. Open a role below to read the full advertisement.
  `,
} satisfies PageCopy;

export const careersHeading = 'FOR EXPERIENCED CANDIDATES';

/** The words every ad is laid out with (spec §2): its parts, and how to apply. */
export const careerAdLabels = {
  qualifications: 'Qualifications & Experiences',
  responsibilities: 'Task & Responsibilities',
  benefits: 'Benefits',
  salary: 'Salary Range',
  contact: 'Contact Us',
  sendResumeTo: 'Send your resume to',
  call: 'Call',
  /** Between two phone numbers. */
  or: 'or',
} as const;

export const careerAds: CareerAd[] = [
  {
    id: 'metal-fabricator',
    job_title: 'Metal Fabricator',
    company_intro: `${intro} Our workshop builds and repairs the bodies, headboards and fittings of our own fleet, and we are adding a fabricator to the team.`,
    qualifications: [
      {
        point:
          'Trade certificate in engineering fabrication (Certificate III in Engineering – Fabrication Trade or equivalent)',
      },
      {
        point:
          'At least three years of fabrication experience, ideally on truck bodies, trailers or heavy equipment',
      },
      {
        point: 'Confident MIG, TIG and stick welding of mild steel, stainless steel and aluminium',
      },
      { point: 'Able to read and work from engineering drawings' },
      { point: 'Current driver licence; a forklift licence is an advantage' },
    ],
    responsibilities: [
      {
        task: 'Fabricate, modify and repair headboards, gates, toolboxes, bull bars and trailer fittings',
      },
      {
        task: 'Cut, fold and weld steel and aluminium to drawings and to the workshop manager’s instructions',
      },
      { task: 'Carry out structural repairs to trailers and curtain-side bodies after inspection' },
      { task: 'Keep the workshop, tools and welding equipment clean, safe and in good order' },
      { task: 'Record the hours and materials of each job in our workshop system' },
    ],
    benefits: [
      { offer: 'Permanent full-time position, Monday to Friday day shift' },
      { offer: 'Modern, well-equipped workshop with overhead cranes' },
      { offer: 'Paid overtime when available' },
      { offer: 'Supplied uniforms, boots and personal protective equipment' },
    ],
    salary: [{ pay: '$60,000 to $70,000' }],
    employmentType: 'FULL_TIME',
    baseSalary: { min: 60000, max: 70000 },
    location: melbourne,
    datePosted: '2026-10-05',
    ...contact,
  },
  {
    id: 'interstate-truck-driver',
    job_title: 'Interstate Truck Driver',
    company_intro: `${intro} We run two-up driver teams on most interstate legs and are looking for professional drivers to join them.`,
    qualifications: [
      {
        point:
          'Current MC (multi-combination) or HC (heavy combination) licence with a good driving record',
      },
      { point: 'At least two years of interstate linehaul experience' },
      {
        point:
          'Basic Fatigue Management (BFM) accreditation, or willingness to complete it with us',
      },
      { point: 'Experience restraining loads to the Load Restraint Guide' },
      { point: 'Able to pass a pre-employment medical and drug and alcohol test' },
    ],
    responsibilities: [
      {
        task: 'Drive B-doubles and semi-trailers on interstate linehaul routes, often as part of a two-up team',
      },
      { task: 'Carry out daily pre-start checks and report any defects' },
      { task: 'Keep accurate work diary records and follow our fatigue management rules' },
      { task: 'Check, load-restrain and deliver freight in full, on time and safely' },
      {
        task: 'Record pick-ups and deliveries on the in-cab device, including electronic proof of delivery',
      },
    ],
    benefits: [
      { offer: 'Late-model, well-maintained prime movers' },
      { offer: 'Regular, planned runs with home time on your rostered days' },
      { offer: 'Paid training and accreditation' },
      { offer: 'A family business that knows every driver by name' },
    ],
    salary: [{ pay: '$73,500 p.a. plus super' }],
    employmentType: 'FULL_TIME',
    baseSalary: { min: 73500, max: 73500 },
    location: melbourne,
    datePosted: '2026-10-12',
    ...contact,
  },
  {
    id: 'trailer-mechanic',
    job_title: 'Trailer Mechanic',
    company_intro: `${intro} Our workshop keeps our trailers, B-double sets and road trains on the road, and we need another experienced trailer mechanic.`,
    qualifications: [
      { point: 'Trade qualification in heavy vehicle mechanical technology or trailer repairs' },
      {
        point:
          'Experience servicing brakes, suspension, axles and electrical systems of heavy trailers',
      },
      { point: 'Knowledge of EBS and ABS trailer braking systems' },
      { point: 'Heavy rigid (HR) licence or higher is an advantage' },
    ],
    responsibilities: [
      {
        task: 'Service and repair trailers, dollies and B-double sets to the maintenance schedule',
      },
      { task: 'Diagnose and fix brake, suspension, lighting and coupling faults' },
      {
        task: 'Carry out inspections under our heavy vehicle maintenance management accreditation',
      },
      { task: 'Complete service records accurately in our maintenance system' },
    ],
    benefits: [
      { offer: 'Permanent full-time role with rotating day shifts' },
      { offer: 'Tool allowance and supplied uniforms' },
      { offer: 'Ongoing training on new trailer technology' },
      { offer: 'A friendly workshop team and a supportive manager' },
    ],
    salary: [{ pay: 'Negotiable' }],
    employmentType: 'FULL_TIME',
    location: melbourne,
    datePosted: '2026-10-19',
    ...contact,
  },
  {
    id: 'tyre-fitter',
    job_title: 'Tyre Fitter',
    qualifications: [
      { point: 'Experience fitting, repairing and balancing truck and trailer tyres' },
      { point: 'Knowledge of safe tyre inflation cages and wheel nut torque procedures' },
      { point: 'Current driver licence; a forklift licence is an advantage' },
      { point: 'Physically fit and comfortable with manual handling' },
    ],
    responsibilities: [
      {
        task: 'Fit, rotate, repair and replace tyres on our prime movers, rigid trucks and trailers',
      },
      { task: 'Inspect tyres for wear and damage and report them to the workshop manager' },
      { task: 'Keep tyre records for each vehicle up to date' },
      { task: 'Keep the tyre bay clean, tidy and safe' },
    ],
    benefits: [
      { offer: 'Permanent full-time position' },
      { offer: 'Paid overtime when available' },
      { offer: 'Supplied uniforms, boots and personal protective equipment' },
      { offer: 'Training towards a heavy vehicle mechanical qualification for the right person' },
    ],
    salary: [{ pay: '$60,000 to $70,000' }],
    employmentType: 'FULL_TIME',
    baseSalary: { min: 60000, max: 70000 },
    location: melbourne,
    datePosted: '2026-10-26',
    ...contact,
  },
  {
    id: 'business-development-manager',
    job_title: 'Business Development Manager/Head of Sales/Head of Growth',
    company_intro: `${intro} We are growing fast and want a senior sales leader to grow our road freight, 3PL and warehousing accounts.`,
    qualifications: [
      {
        point:
          'At least five years of business-to-business sales in transport, logistics or warehousing',
      },
      {
        point:
          'A proven record of winning and growing accounts from small businesses to large corporates',
      },
      { point: 'Strong understanding of linehaul, 3PL and warehouse pricing' },
      { point: 'Excellent written and spoken communication and negotiation skills' },
      { point: 'Current driver licence' },
    ],
    responsibilities: [
      { task: 'Build and lead our sales plan for road freight, 3PL and warehousing' },
      { task: 'Find, win and onboard new clients across Australia' },
      { task: 'Look after key accounts and grow them with our operations team' },
      { task: 'Prepare quotes and tenders with our pricing team' },
      { task: 'Report sales results and the pipeline to the directors each month' },
    ],
    benefits: [
      { offer: 'A senior role reporting directly to the directors' },
      { offer: 'Performance bonus on top of the base salary' },
      { offer: 'Company car, phone and laptop' },
      { offer: 'Flexible working arrangements' },
    ],
    salary: [{ pay: '$100,000 to $130,000' }],
    employmentType: 'FULL_TIME',
    baseSalary: { min: 100000, max: 130000 },
    location: melbourne,
    datePosted: '2026-11-02',
    ...contact,
  },
];
