import type { PageCopy } from '@/lib/page';
import { formatAddress, mainOffice, site } from './site';

// The terms and conditions, clauses 1 to 37, as typed data: the one source of the page and of the
// PDF, so the two can never differ. Figures follow spec §9 word for word; company facts come
// from site.ts.

/** A sub-clause: a paragraph, optionally followed by lettered items (a), (b), ... */
export type TermsParagraph = string | { text: string; items: string[] };

export type TermsClause = {
  number: number;
  title: string;
  /** Sub-clauses, numbered n.1, n.2, ... when there is more than one. */
  body: TermsParagraph[];
};

export const termsTitle = 'Terms and Conditions';

/** Where the PDF of these terms is served. */
export const termsPdfPath = '/resources/terms-conditions/terms-and-conditions.pdf';
export const termsPdfFileName = 'terms-and-conditions.pdf';

/** The page's own words around the terms (spec §2, resources/terms-conditions). */
export const termsPage = {
  description: `The terms and conditions of carriage, storage and handling of ${site.legalName}: accounts, rates, claims, insurance, payment, termination and governing law.`,
  downloadLabel: `Download the ${termsTitle} (PDF)`,
} satisfies PageCopy;

const company = site.legalName;
const headOffice = formatAddress(mainOffice);

export const termsIntro: string[] = [
  `These terms and conditions apply to every transport, warehousing, distribution and logistics service that ${company} (ABN ${site.abn}, ACN ${site.acn}) provides to its customers.`,
  'Please read them carefully. By opening an account, placing a booking, or handing goods to us to carry or store, the Customer agrees to be bound by these terms.',
];

export const termsClauses: TermsClause[] = [
  {
    number: 1,
    title: 'Definitions and interpretation',
    body: [
      {
        text: 'In these terms:',
        items: [
          `"Company" means ${company} (ABN ${site.abn}), and includes its employees, agents and subcontractors;`,
          '"Customer" means the person, firm or company that requests or receives the Services, and includes its agents;',
          '"Goods" means the goods, cargo, containers, pallets and packaging that the Customer hands to the Company to carry, store or handle;',
          '"Services" means road transport, warehousing, storage, handling, distribution, container loading and unloading, and any related service the Company provides;',
          '"Charges" means the rates, fees, surcharges, levies and disbursements payable for the Services;',
          '"Business day" and "working day" mean a day other than a Saturday, Sunday or public holiday in Melbourne, Victoria;',
          '"Bank base rate" means the base lending rate published by the Company\'s bank from time to time.',
        ],
      },
      'Headings are for convenience only. The singular includes the plural and the other way around, and a reference to legislation includes any amendment or replacement of it.',
    ],
  },
  {
    number: 2,
    title: 'Application of these terms',
    body: [
      "These terms apply to every quotation, booking and service, and prevail over any terms in the Customer's purchase order, consignment note or other document, unless the Company agrees otherwise in writing under clause 29.",
      'A quotation is an invitation to do business and is not an offer. It is based on the information the Customer gives, and the Company may revise it if that information proves to be incomplete or inaccurate.',
      'The Company is not a common carrier and accepts no liability as a common carrier. The Company may decline to carry or store goods for any person.',
    ],
  },
  {
    number: 3,
    title: 'Customer accounts',
    body: [
      "Credit accounts are opened at the Company's discretion after a credit application has been received and approved. The Company may set, vary or withdraw a credit limit at any time.",
      'An account that has not been used for 90 days may be closed by the Company without notice. A closed account may be reopened only after a new credit application has been approved.',
      'The Customer must tell the Company promptly of any change to its contact, billing or ownership details.',
    ],
  },
  {
    number: 4,
    title: 'Rates, general rate increases and exchange rates',
    body: [
      "The Charges are those in the Company's rate schedule or quotation current at the time the Services are performed, together with any fuel levy and surcharges published by the Company.",
      'The Company may apply a general rate increase (GRI) by giving the Customer at least 2 weeks notice in writing before the increase takes effect.',
      'Where any Charge or cost depends on a foreign currency, and the exchange rate varies by more than 3% against the baseline rate stated in the quotation, the Company may adjust the Charges to reflect the variation.',
    ],
  },
  {
    number: 5,
    title: 'Scope of services and additional work',
    body: [
      "The Services are those described in the Company's quotation or agreed in writing. Work outside that scope, including waiting time, re-delivery, re-packing, labelling, sorting and stock counts requested by the Customer, is out-of-scope work.",
      "Out-of-scope work is billed at the Company's hourly rates in minimum 4-hour increments.",
      'Special requests, including dedicated vehicles, special equipment and project work, need 50% of the quoted Charges paid in advance before the Company commits resources.',
      "Requests for reports beyond the Company's standard reporting need 30 days notice, and may be charged as out-of-scope work.",
    ],
  },
  {
    number: 6,
    title: 'Customer warranties and indemnity',
    body: [
      {
        text: 'The Customer warrants that:',
        items: [
          'it is the owner of the Goods or is authorised by the owner to accept these terms for the owner;',
          'the description, weight, dimensions, quantity and value of the Goods it gives are complete and correct;',
          'the Goods are packed, marked and labelled so as to withstand ordinary handling, carriage and storage;',
          'the Goods are not dangerous goods unless declared under clause 8, and are lawful to carry and store.',
        ],
      },
      'The Customer indemnifies the Company against any claim, loss, fine, penalty, cost or liability that the Company suffers because of a breach of these warranties, or a claim by any other person with an interest in the Goods.',
    ],
  },
  {
    number: 7,
    title: 'Forecasts and capacity',
    body: [
      'The Customer will give the Company regular forecasts of its expected volumes so the Company can plan vehicles, drivers, storage space and labour.',
      'Any change to a forecast of more than 20% must be notified to the Company in writing as early as possible. The Company is not liable for delays caused by volumes that were not forecast, and may charge for labour or space it reserved on the strength of a forecast that was not met.',
    ],
  },
  {
    number: 8,
    title: 'Refusal of goods and dangerous goods',
    body: [
      'The Company may refuse to accept, carry or store any goods, at its discretion, including goods that are poorly packed, incorrectly described, dangerous, perishable, unlawful or likely to damage other goods, vehicles or premises.',
      'Dangerous goods are accepted only by prior written agreement, and must be declared, classified, packed, marked, labelled and documented as the Australian Dangerous Goods Code and the law require.',
      "If undeclared or non-compliant dangerous goods are tendered, the Company may refuse them, remove them, make them safe or destroy them at the Customer's cost and without liability, and the Customer indemnifies the Company against any resulting loss, damage, fine or cost.",
    ],
  },
  {
    number: 9,
    title: 'Lien',
    body: [
      'The Company has a particular and a general lien over all Goods in its possession for all amounts the Customer owes it, on any account.',
      'If an amount remains unpaid for 14 days after the Company has given written notice of its intention to sell, the Company may sell the Goods by public auction or private sale and apply the proceeds towards the amount owed and the costs of sale, accounting to the Customer for any surplus.',
    ],
  },
  {
    number: 10,
    title: 'Uncollected, damaged and unremoved goods',
    body: [
      "If the consignee refuses to accept the Goods, the Goods cannot be delivered, or the Customer does not remove Goods from storage when asked or when the Services end, the Company may store the Goods at the Customer's risk and cost.",
      'If Goods remain uncollected or unremoved, or are damaged and not dealt with by the Customer, the Company may dispose of them by sale or destruction after giving 14 days written notice to the Customer, and the Customer must pay the costs of storage and disposal.',
      'Perishable goods that are deteriorating may be disposed of without notice, where notice is not practicable.',
    ],
  },
  {
    number: 11,
    title: 'Packaging, labelling and documentation',
    body: [
      'The Customer is responsible for packing, securing and labelling the Goods, for providing accurate consignment details, and for any import, export, quarantine or food safety documents the Goods require.',
      'Pallets must be stable and wrapped, and must not exceed the dimensions and weights agreed for the Services. The Company may re-pack or re-wrap unstable pallets and charge for the work.',
    ],
  },
  {
    number: 12,
    title: 'Method of carriage and subcontracting',
    body: [
      'Unless otherwise agreed in writing, the Company chooses the route, vehicle, method of carriage and the drivers, including the use of two-up driver teams and changeovers.',
      'The Company may subcontract all or part of the Services. The benefit of these terms extends to every subcontractor, who may rely on them as if it were a party to them.',
      'Transit times are estimates given in good faith and are not guaranteed, except where the Company has agreed a guaranteed service in writing.',
    ],
  },
  {
    number: 13,
    title: 'Storage and warehousing',
    body: [
      'Goods in storage are held in the warehouse the Company chooses, which may include a HACCP-certified food-grade area for food products. The Company may move Goods between its warehouses for operational reasons.',
      "The Customer may inspect its Goods during business hours by appointment, accompanied by the Company's staff.",
      'Goods are received on a said-to-contain basis. The Company does not check the contents of sealed cartons or containers.',
    ],
  },
  {
    number: 14,
    title: 'Loss, damage and claims',
    body: [
      'The Company will advise the Customer of any loss of Goods in its care that it becomes aware of within 2 working days.',
      'The Customer must give written notice of any damage to Goods within 14 days of delivery. Goods delivered without such notice are taken to have been delivered in good order and condition.',
      "Any claim for loss or damage must be made in writing, with supporting documents, within 14 days of the Company's advice of loss or of the notice of damage.",
      'The Company is discharged from all liability unless suit is brought within 9 months of the date of delivery, or of the date on which the Goods should have been delivered.',
    ],
  },
  {
    number: 15,
    title: 'Stock losses',
    body: [
      "The Company and the Customer will reconcile the stock held in storage at least once a year, by a stocktake at the Customer's cost.",
      "Where the stock loss over the reconciliation period is more than 1.5% of the stock handled in that period, the Customer may claim for the loss in excess of 1.5%, at the lower of the replacement cost and the Customer's cost price, subject to clause 26.",
    ],
  },
  {
    number: 16,
    title: 'Insurance',
    body: [
      'Each party must hold public liability insurance of at least AU$20,000,000 for any one occurrence, and must give the other a certificate of currency on request.',
      "The Company does not insure the Goods, which remain at the Customer's risk. The Customer should arrange its own insurance for the full value of the Goods while they are in transit and in storage.",
    ],
  },
  {
    number: 17,
    title: 'Delivery and proof of delivery',
    body: [
      "Delivery is complete when the Goods are handed over at the delivery address to a person who appears to be authorised to receive them, or are left there under the Customer's authority to leave.",
      'The Company may record delivery by electronic proof of delivery, including signatures and photographs captured on a mobile device, which is sufficient evidence of delivery.',
    ],
  },
  {
    number: 18,
    title: 'Change of name or ownership',
    body: [
      'The Customer must give the Company 14 days notice in writing of any change of its name, legal structure, ownership or control, or of any sale of its business.',
      'Until that notice is received, the Customer remains liable for all Charges incurred on its account.',
    ],
  },
  {
    number: 19,
    title: 'Insolvency',
    body: [
      {
        text: 'The Company may suspend the Services, or terminate these terms immediately by written notice, if the Customer:',
        items: [
          'becomes insolvent, or an administrator, receiver, liquidator or trustee in bankruptcy is appointed to it or to any of its assets;',
          'enters into an arrangement or composition with its creditors; or',
          'is the subject of an application for winding up that is not withdrawn or dismissed within 21 days.',
        ],
      },
    ],
  },
  {
    number: 20,
    title: 'Privacy and credit information',
    body: [
      'The Company collects, uses and discloses personal information in accordance with the Privacy Act 1988 (Cth), for the purposes of providing the Services, assessing credit and collecting amounts owed.',
      'The Customer authorises the Company to obtain credit information about it from credit reporting bodies and from its trade referees, and to give information about its account to them.',
    ],
  },
  {
    number: 21,
    title: 'Payment',
    body: [
      'Invoices are issued weekly for the Services performed in the previous week.',
      'Payment is due within 14 days of the invoice date, unless different credit terms are agreed in writing.',
      'Additional charges that were not known at the time of invoicing, including surcharges, waiting time and disbursements, may be invoiced separately, provided they are issued within 3 months of service completion.',
      "Interest is payable on overdue amounts at 4% above the bank base rate, calculated daily from the due date until payment, together with the Company's reasonable costs of recovery.",
      "On termination, all monies due to the Company must be paid at least 7 working days before the final dispatch of the Customer's Goods.",
      "Where the Company pays disbursements on the Customer's behalf, such as duties, tolls or third-party charges, any credit allowed for them is withdrawn if they are not repaid within 7 days.",
      'All Charges are exclusive of GST. The Customer must pay GST on the Charges in addition, on receipt of a tax invoice.',
    ],
  },
  {
    number: 22,
    title: 'Payment disputes',
    body: [
      'If the Customer disputes an invoice, it must notify the Company in writing within 5 business days of the invoice date, with the reasons and the amount in dispute.',
      'The Customer must pay the undisputed portion of the invoice by the due date. The parties will work in good faith to resolve the disputed portion promptly.',
      'An invoice that is not disputed under this clause is taken to be accepted.',
    ],
  },
  {
    number: 23,
    title: 'Termination',
    body: [
      'The Company may terminate these terms by written notice if the Customer breaches them and the breach is not remedied within 5 working days of written notice of the breach.',
      'The Customer may terminate these terms by written notice if the Company breaches them and the breach is not remedied within 30 business days of written notice of the breach.',
      'Termination does not affect any right that accrued before it. Clauses 6, 8, 9, 14, 15 and 21 survive termination.',
    ],
  },
  {
    number: 24,
    title: 'Transferability',
    body: [
      "The Customer's account and any credit terms granted to it are personal to the Customer. They cannot be transferred to any other person, including a related body corporate or a purchaser of the Customer's business, without the Company's written approval.",
    ],
  },
  {
    number: 25,
    title: 'Notices',
    body: [
      `A notice under these terms must be in writing and may be delivered by hand, sent by prepaid post or sent by e-mail. Notices to the Company are to be sent to ${headOffice} or to ${site.emails.accounts}.`,
      'A notice sent by post is deemed to have been given 2 days after posting. A notice sent by e-mail is deemed to have been given when it is sent, unless the sender receives an automated message that it was not delivered.',
    ],
  },
  {
    number: 26,
    title: 'Limitation of liability',
    body: [
      'Nothing in these terms excludes, restricts or modifies any right or remedy, or any guarantee, under the Australian Consumer Law or any other law that cannot lawfully be excluded.',
      "Where the Company's liability for a failure to comply with a consumer guarantee can be limited, it is limited, at the Company's option, to supplying the Services again or paying the cost of having the Services supplied again.",
      "Subject to the above, the Company is not liable for any loss of profit, revenue, business or opportunity, or for any indirect or consequential loss, however caused, and its total liability for loss of or damage to Goods is limited to the lower of their replacement cost and the Customer's cost price.",
    ],
  },
  {
    number: 27,
    title: 'Legislation',
    body: [
      'The Services are carried out in accordance with the Heavy Vehicle National Law, including its chain of responsibility, fatigue and mass provisions, work health and safety laws, food safety laws and all other applicable legislation.',
      'The Customer must not ask or require the Company, its drivers or subcontractors to do anything that would breach those laws, including by imposing delivery times that would require drivers to exceed speed limits or work and rest hours.',
    ],
  },
  {
    number: 28,
    title: 'Force majeure',
    body: [
      'Neither party is liable for any delay or failure to perform its obligations, other than an obligation to pay money, caused by an event beyond its reasonable control, including fire, flood, storm, bushfire, earthquake, pandemic, epidemic, industrial action, road closure, government action, war, terrorism, or failure of power or communications.',
      'The affected party must notify the other promptly and use reasonable efforts to resume performance as soon as possible.',
    ],
  },
  {
    number: 29,
    title: 'Variations',
    body: [
      'No variation of these terms is binding on the Company unless it is in writing and signed by a director of the Company. No employee, agent or driver of the Company has authority to vary these terms in any other way.',
    ],
  },
  {
    number: 30,
    title: 'Governing law',
    body: [
      'These terms are governed by the laws of the State of Victoria. Each party submits to the non-exclusive jurisdiction of the courts of the State of Victoria and the courts that may hear appeals from them.',
    ],
  },
  {
    number: 31,
    title: 'Services outside these conditions',
    body: [
      'Where the Company agrees to provide a service that these terms do not cover, that service is provided on the terms the parties agree in writing for it and, to the extent those terms are silent, on these terms.',
    ],
  },
  {
    number: 32,
    title: 'Confidentiality',
    body: [
      "Each party must keep confidential all information about the other party's business, customers, pricing and operations that it receives in connection with the Services, and use it only for the purposes of the Services.",
      'This clause does not apply to information that is public, other than through a breach of this clause, or that a party must disclose by law or to its professional advisers, insurers or financiers.',
    ],
  },
  {
    number: 33,
    title: 'Assignment',
    body: [
      "The Customer may not assign or novate any of its rights or obligations under these terms without the Company's prior written consent.",
      'The Company may assign its right to receive payment of any amount owed to it, by written notice to the Customer.',
    ],
  },
  {
    number: 34,
    title: 'Whole agreement',
    body: [
      'These terms, together with any quotation, credit application and written agreement made under clause 29, form the whole agreement between the parties about the Services, and replace all earlier representations and understandings.',
    ],
  },
  {
    number: 35,
    title: 'No waiver',
    body: [
      'A failure or delay by either party in exercising a right does not waive that right. A waiver is effective only if it is in writing, and only in the instance for which it is given.',
    ],
  },
  {
    number: 36,
    title: 'Severance',
    body: [
      'If any part of these terms is invalid or unenforceable, it is to be read down so far as necessary to make it valid or, if that is not possible, severed, and the remaining terms continue in full force.',
    ],
  },
  {
    number: 37,
    title: 'Time is of the essence',
    body: [
      "Time is of the essence in respect of the Customer's obligations to pay the Charges and to give any notice required by these terms.",
    ],
  },
];

export const termsAcknowledgment = {
  heading: 'Acknowledgment',
  text: `I acknowledge that I have read and understood these terms and conditions, that I am authorised to accept them on behalf of the Customer, and that the Customer agrees to be bound by them in its dealings with ${company}.`,
  fields: ['Name', 'Position', 'Signature', 'Date'] as const,
};

/** "14.2" for the second sub-clause of clause 14; undefined when a clause has only one. */
export function subClauseNumber(clause: TermsClause, index: number): string | undefined {
  return clause.body.length > 1 ? `${clause.number}.${index + 1}` : undefined;
}

/** "(a)", "(b)", ... */
export function itemLetter(index: number): string {
  return `(${String.fromCharCode(97 + index)})`;
}
