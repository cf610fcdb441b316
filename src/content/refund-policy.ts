// Copy of the Refund Policy page (spec §2, resources/refund-policy): invoices only after the
// service, final prices and no refunds on paid invoices, errors corrected before payment, and
// prices that may change with no price protection.
import type { PageCopy } from '@/lib/page';
import { md } from './markdown';
import { site } from './site';

export const refundPolicy = {
  description:
    'Our refund policy: invoices only after services are completed, final prices with no refunds on paid invoices, invoice errors fixed before payment.',
  intro: md`
    ## How we invoice and why paid invoices are final

    We want every invoice to be right the first time. This policy explains when we invoice, what
    happens if something on an invoice is wrong, and why a paid invoice is not refunded. It applies
    to every freight, logistics and warehousing service of ${site.legalName}.
  `,
  rules: {
    label: 'Our refund rules',
    rules: [
      {
        title: 'Invoices follow completed services.',
        text: md`
          We send an invoice only after the service has been completed, for example once the freight
          has been delivered and the proof of delivery recorded, or once the storage period has ended.
          You never pay in advance for work that has not been done, unless you have asked for a
          special service that our [terms and conditions](/resources/terms-conditions) require to be
          paid in advance.
        `,
      },
      {
        title: 'Prices are final and paid invoices are not refunded.',
        text: md`
          All prices are final. Because you are invoiced only for services already completed, we do
          not refund invoices that have been paid.
        `,
      },
      {
        title: 'Correct invoice errors before paying.',
        text: md`
        Please check each invoice when it arrives. If you find an error, such as a wrong quantity,
        weight, surcharge or delivery address, tell us before you pay it, by e-mail to
        [${site.emails.accounts}](mailto:${site.emails.accounts}). We will check the job record and
        proof of delivery and issue a corrected invoice, which you then pay.
      `,
      },
      {
        title: 'Freight prices can change.',
        text: md`
          Freight prices may change at any time, for example with the monthly fuel levy, and there is
          no price protection: a job is charged at the prices in force when it is carried out, not
          when an earlier quotation was given.
        `,
      },
    ],
  },
  questions: md`
    ## Questions about an invoice

    Our accounts team is happy to go through any invoice with you. Call us on
    [${site.phones.sales.display}](tel:${site.phones.sales.e164}) or
    [send us a message](/contact).
  `,
} satisfies PageCopy;
