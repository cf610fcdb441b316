import { FileDown } from '@/components/ui/line-icons';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { TermsAcknowledgment } from '@/components/terms/terms-acknowledgment';
import { TermsContents, TermsDocument } from '@/components/terms/terms-document';
import { termsIntro, termsPage, termsPdfFileName, termsPdfPath } from '@/content/terms';
import { definePage, pageMetadata } from '@/lib/page';

const page = definePage('/resources/terms-conditions', termsPage);

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
            {termsPage.downloadLabel}
          </a>
        </p>
        <TermsContents />
        <TermsDocument />
        <TermsAcknowledgment />
      </div>
    </>
  );
}
