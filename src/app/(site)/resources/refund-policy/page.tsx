import Link from 'next/link';
import { ProseSection } from '@/components/content/prose-section';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Refund Policy',
  title: 'Refund Policy',
  description:
    'Our refund policy: invoices only after services are completed, final prices with no refunds on paid invoices, invoice errors fixed before payment.',
  path: '/resources/refund-policy',
  crumbs: [
    { label: 'Resources', href: '/resources/our-blog' },
    { label: 'Refund Policy', href: '/resources/refund-policy' },
  ],
};

export const metadata = pageMetadata(page);

export default function RefundPolicyPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>How we invoice and why paid invoices are final</h2>
        <p>
          We want every invoice to be right the first time. This policy explains when we invoice,
          what happens if something on an invoice is wrong, and why a paid invoice is not refunded.
          It applies to every freight, logistics and warehousing service of {site.legalName}.
        </p>
        <ol aria-label="Our refund rules">
          <li>
            <strong>Invoices follow completed services.</strong> We send an invoice only after the
            service has been completed, for example once the freight has been delivered and the
            proof of delivery recorded, or once the storage period has ended. You never pay in
            advance for work that has not been done, unless you have asked for a special service
            that our <Link href="/resources/terms-conditions">terms and conditions</Link> require to
            be paid in advance.
          </li>
          <li>
            <strong>Prices are final and paid invoices are not refunded.</strong> All prices are
            final. Because you are invoiced only for services already completed, we do not refund
            invoices that have been paid.
          </li>
          <li>
            <strong>Correct invoice errors before paying.</strong> Please check each invoice when it
            arrives. If you find an error, such as a wrong quantity, weight, surcharge or delivery
            address, tell us before you pay it, by e-mail to{' '}
            <a href={`mailto:${site.emails.accounts}`}>{site.emails.accounts}</a>. We will check the
            job record and proof of delivery and issue a corrected invoice, which you then pay.
          </li>
          <li>
            <strong>Freight prices can change.</strong> Freight prices may change at any time, for
            example with the monthly fuel levy, and there is no price protection: a job is charged
            at the prices in force when it is carried out, not when an earlier quotation was given.
          </li>
        </ol>
        <h2>Questions about an invoice</h2>
        <p>
          Our accounts team is happy to go through any invoice with you. Call us on{' '}
          <a href={`tel:${site.phones.sales.e164}`}>{site.phones.sales.display}</a> or{' '}
          <Link href="/contact">send us a message</Link>.
        </p>
      </ProseSection>
    </>
  );
}
