import { ChevronDown } from '@/components/ui/line-icons';
import { JsonLd } from '@/components/json-ld';
import type { Markdown } from '@/content/markdown';
import { MarkdownInline } from './markdown';

export type FaqItem = { question: string; answer: string };

/**
 * Questions that open on a click (native details, no script), with a closing note and the
 * FAQPage structured data search engines read.
 */
export function Faq({
  id,
  title,
  items,
  note,
}: {
  id: string;
  title: string;
  items: FaqItem[];
  note?: Markdown;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 pb-14">
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-6 max-w-3xl divide-y divide-gray-200 rounded-xl border border-gray-200">
        {items.map((item) => (
          <details key={item.question} className="group p-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-brand-900">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="mt-3">{item.answer}</p>
          </details>
        ))}
      </div>
      {note ? (
        <p className="prose-site mt-8 max-w-3xl">
          <MarkdownInline source={note} />
        </p>
      ) : null}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: items.map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: item.answer },
          })),
        }}
      />
    </section>
  );
}
