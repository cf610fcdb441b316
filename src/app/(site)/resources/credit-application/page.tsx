import { CreditApplicationForm } from '@/components/credit/credit-application-form';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { creditApplicationIntro } from '@/content/credit-application';
import { site } from '@/content/site';
import { definePage, pageMetadata } from '@/lib/page';
import { NeedsScript } from '@/components/forms/needs-script';

const page = definePage('/resources/credit-application', {
  description: `Apply online for a 7-day credit account with ${site.name}: company, bank and trade reference details, signed on screen. Our accounts team replies within two business days.`,
});

export const metadata = pageMetadata(page);

export default function CreditApplicationPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <div className="mx-auto max-w-4xl px-4 py-14">
        <div className="space-y-4 text-lg leading-8">
          {creditApplicationIntro.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <p className="text-base text-muted">
            Questions about credit accounts? Call{' '}
            <a className="link" href={`tel:${site.phones.sales.e164}`}>
              {site.phones.sales.display}
            </a>{' '}
            or e-mail{' '}
            <a className="link" href={`mailto:${site.emails.accounts}`}>
              {site.emails.accounts}
            </a>
            .
          </p>
        </div>
        <section className="mt-10 rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
          <CreditApplicationForm noScript={<NeedsScript subject="form" />} />
        </section>
      </div>
    </>
  );
}
