import { ChevronDown } from '@/components/ui/line-icons';
import { ACCORDION_SCRIPT_PATH, ownScriptIntegrity } from '@/server/http/framework-free.ts';
import { careerAdLabels as labels } from '@/content/careers';
import type { CareerAd } from '@/content/careers';

function Section({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="mt-5">
      <h4 className="font-bold text-brand-900">{title}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The job ads (spec §2 careers), one accordion item each: a heading with a button that shows and
 * hides the ad's region (worked by the page's own script, src/site-script/accordion.js, decisions
 * 102 and 105). Every ad
 * is in the HTML (closed ones are hidden), so search engines read the text without opening
 * anything.
 */
export function CareerAccordion({ ads }: { ads: CareerAd[] }) {
  return (
    <>
      {/* Async, so React also loads it when the router shows this page (as the fuel levy's). */}
      <script
        async
        src={ACCORDION_SCRIPT_PATH}
        integrity={ownScriptIntegrity(ACCORDION_SCRIPT_PATH)}
      />
      <div className="divide-y divide-gray-200 rounded-xl border border-gray-200">
        {ads.map((ad) => (
          <div key={ad.id} id={ad.id}>
            <h3>
              <button
                type="button"
                id={`${ad.id}-trigger`}
                data-accordion-trigger=""
                data-state="closed"
                aria-expanded="false"
                aria-controls={`${ad.id}-ad`}
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-bold text-brand-900 hover:bg-brand-50"
              >
                {ad.job_title}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-aria-expanded:rotate-180"
                />
              </button>
            </h3>
            <div
              id={`${ad.id}-ad`}
              role="region"
              aria-labelledby={`${ad.id}-trigger`}
              data-state="closed"
              hidden
              className="px-5 pb-6"
            >
              {ad.company_intro ? <p className="text-muted">{ad.company_intro}</p> : null}
              <Section
                title={labels.qualifications}
                items={ad.qualifications.map((q) => q.point)}
              />
              <Section
                title={labels.responsibilities}
                items={ad.responsibilities.map((r) => r.task)}
              />
              <Section title={labels.benefits} items={ad.benefits.map((b) => b.offer)} />
              <section className="mt-5">
                <h4 className="font-bold text-brand-900">{labels.salary}</h4>
                <p className="mt-2">{ad.salary.map((s) => s.pay).join(', ')}</p>
              </section>
              <section className="mt-5">
                <h4 className="font-bold text-brand-900">{labels.contact}</h4>
                <p className="mt-2">
                  {labels.sendResumeTo}{' '}
                  <a
                    className="link"
                    href={`mailto:${ad.email}?subject=${encodeURIComponent(ad.job_title)}`}
                  >
                    {ad.email}
                  </a>
                </p>
                <p className="mt-1">
                  {labels.call}{' '}
                  {ad.mobile_phone_number.map((phone, i) => (
                    <span key={phone.number}>
                      {i > 0 ? ` ${labels.or} ` : null}
                      <a className="link" href={`tel:${phone.number.replace(/[^\d+]/g, '')}`}>
                        {phone.number}
                      </a>
                    </span>
                  ))}
                </p>
              </section>
            </div>
          </div>
        ))}
      </div>
    </>
  );
}
