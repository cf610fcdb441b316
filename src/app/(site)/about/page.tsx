import { Check, ExternalLink } from '@/components/ui/line-icons';
import { CertificateIllustration } from '@/components/content/certificate-illustration';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import {
  aboutCards,
  aboutCardsLabel,
  aboutIntro,
  aboutPage,
  fleet,
  fleetHeading,
  trustedShipping,
} from '@/content/about';
import { site } from '@/content/site';
import { definePage, pageMetadata } from '@/lib/page';

const page = definePage('/about', aboutPage);

export const metadata = pageMetadata(page);

export default function AboutPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <section aria-labelledby="about-intro" className="mx-auto max-w-6xl px-4 py-14">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div className="prose-site">
            <h2 id="about-intro">{aboutIntro.title}</h2>
            {aboutIntro.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <aside aria-labelledby="about-fleet" className="rounded-xl bg-brand-50 p-6">
            <h2 id="about-fleet" className="text-xl font-bold text-brand-900">
              {fleetHeading}
            </h2>
            <ul className="mt-4 space-y-3">
              {fleet.map((f) => (
                <li key={f.name}>
                  <span className="font-semibold text-brand-800">{f.name}</span>
                  <span className="block text-sm">{f.detail}</span>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </section>

      <section aria-label={aboutCardsLabel} className="bg-brand-50 py-14">
        <ul className="mx-auto grid max-w-6xl gap-6 px-4 md:grid-cols-3">
          {aboutCards.map((card) => (
            <li key={card.title} className="rounded-xl bg-white p-6 shadow-sm">
              <h2 className="text-2xl font-bold text-brand-900">{card.title}</h2>
              <p className="mt-2 text-muted">{card.summary}</p>
              <ul className="mt-4 space-y-2" aria-label={`${card.title} points`}>
                {card.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-trusted" className="mx-auto max-w-6xl px-4 py-14">
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.4fr]">
          <CertificateIllustration />
          <div>
            <div className="prose-site">
              <h2 id="about-trusted">{trustedShipping.title}</h2>
              {trustedShipping.paragraphs.map((p) => (
                <p key={p.slice(0, 24)}>{p}</p>
              ))}
            </div>
            <p className="mt-6">
              <a
                href={site.accreditationCertificateUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="btn-dark"
              >
                {trustedShipping.certificateLinkLabel}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only"> {trustedShipping.certificateLinkNote}</span>
              </a>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
