import { useId } from 'react';
import { site } from '@/content/site';

/** A band that invites the reader to price a job: a Get A Quote button and the sales phone. */
export function QuoteCta({ title, text }: { title: string; text: string }) {
  const titleId = useId();
  return (
    <section className="banner-texture text-white" aria-labelledby={titleId}>
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id={titleId} className="text-2xl font-bold">
            {title}
          </h2>
          <p className="mt-2 max-w-2xl text-brand-50">{text}</p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <a href="/get-a-quote" className="btn-primary">
            Get A Quote
          </a>
          <a
            href={`tel:${site.phones.sales.e164}`}
            className="font-semibold text-white underline underline-offset-4"
          >
            or call {site.phones.sales.display}
          </a>
        </div>
      </div>
    </section>
  );
}
