import { FileDown } from 'lucide-react';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { TermsAcknowledgment } from '@/components/terms/terms-acknowledgment';
import { TermsContents, TermsDocument } from '@/components/terms/terms-document';
import { site } from '@/content/site';
import { termsIntro, termsPdfFileName, termsPdfPath, termsTitle } from '@/content/terms';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: termsTitle,
  title: termsTitle,
  description: `The terms and conditions of carriage, storage and handling of ${site.legalName}: accounts, rates, claims, insurance, payment, termination and governing law.`,
  path: '/resources/terms-conditions',
  crumbs: [{ label: termsTitle, href: '/resources/terms-conditions' }],
};

export const metadata = pageMetadata(page);

export default function TermsConditionsPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <div className="mx-auto max-w-4xl px-4 py-14 leading-7">
        {termsIntro.map((paragraph) => (
          <p key={paragraph} className="mb-4 text-lg">
            {paragraph}
          </p>
        ))}
        <p className="mb-12">
          <a href={termsPdfPath} download={termsPdfFileName} className="btn-dark">
            <FileDown aria-hidden="true" className="size-5" />
            Download the Terms and Conditions (PDF)
          </a>
        </p>
        <TermsContents />
        <TermsDocument />
        <TermsAcknowledgment />
      </div>
    </>
  );
}
