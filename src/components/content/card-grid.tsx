import { ArrowRight } from '@/components/ui/line-icons';

export type Card = { title: string; text: string; href?: string };

// Three cards of a three-column grid share one row as soon as two would leave one alone.
function gridColumns(columns: 2 | 3, count: number): string {
  if (columns === 2) return 'md:grid-cols-2';
  return count === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2 lg:grid-cols-3';
}

/**
 * A tinted band of white cards under a heading: what a page offers, each card with an optional
 * link whose accessible name says where it goes.
 */
export function CardGrid({
  id,
  title,
  cards,
  columns = 3,
  linkLabel = 'Read more',
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  cards: Card[];
  columns?: 2 | 3;
  linkLabel?: string;
}) {
  return (
    <section aria-labelledby={id} className="bg-brand-50 py-14">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={id} className="text-2xl font-bold text-brand-900">
          {title}
        </h2>
        <ul className={`mt-6 grid gap-6 ${gridColumns(columns, cards.length)}`}>
          {cards.map((card) => (
            <li key={card.title} className="flex flex-col rounded-xl bg-white p-6 shadow-sm">
              <h3 className="text-lg font-bold text-brand-900">{card.title}</h3>
              <p className="mt-2 grow">{card.text}</p>
              {card.href ? (
                <a href={card.href} className="link mt-4 inline-flex items-center gap-1">
                  {linkLabel}
                  <span className="sr-only"> about {card.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
