import { ContactForm } from '@/components/contact/contact-form';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { contactPage } from '@/content/contact';
import { formatAddress, site } from '@/content/site';
import { definePage, pageMetadata } from '@/lib/page';
import { NeedsScript } from '@/components/forms/needs-script';

const page = definePage('/contact', contactPage);

export const metadata = pageMetadata(page);

export default function ContactPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-12 px-4 py-14 lg:grid-cols-[1fr_1.3fr]">
        <section aria-labelledby="contact-details">
          <h2 id="contact-details" className="text-2xl font-bold text-brand-900">
            Talk to our team
          </h2>
          <dl className="mt-4 space-y-2">
            <div>
              <dt className="inline font-semibold">Phone: </dt>
              <dd className="inline">
                <a className="link" href={`tel:${site.phones.sales.e164}`}>
                  {site.phones.sales.display}
                </a>
              </dd>
            </div>
            <div>
              <dt className="inline font-semibold">Fax: </dt>
              <dd className="inline">{site.phones.fax.display}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">Email: </dt>
              <dd className="inline">
                <a className="link" href={`mailto:${site.emails.sales}`}>
                  {site.emails.sales}
                </a>
              </dd>
            </div>
          </dl>
          <p className="mt-4 text-muted">
            Our operations team works {site.hours}, and our support line answers 24-7. For accounts
            and invoices, e-mail{' '}
            <a className="link" href={`mailto:${site.emails.accounts}`}>
              {site.emails.accounts}
            </a>
            ; for jobs,{' '}
            <a className="link" href={`mailto:${site.emails.careers}`}>
              {site.emails.careers}
            </a>
            .
          </p>
          <h2 id="contact-offices" className="mt-10 text-2xl font-bold text-brand-900">
            Our offices
          </h2>
          <ul
            aria-labelledby="contact-offices"
            className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
          >
            {site.offices.map((office) => (
              <li key={office.label} className="rounded-lg border border-gray-200 p-4">
                <h3 className="font-bold text-brand-800">{office.label}</h3>
                <p className="mt-1 text-sm">{formatAddress(office)}</p>
                {office.phone ? (
                  <p className="mt-1 text-sm">
                    Phone{' '}
                    <a className="link" href={`tel:+61${office.phone.replace(/\D/g, '').slice(1)}`}>
                      {office.phone}
                    </a>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        <section className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm noScript={<NeedsScript subject="form" />} />
        </section>
      </div>
    </>
  );
}
