import type { TermsClause, TermsParagraph } from '@/content/terms';
import { itemLetter, subClauseNumber, termsClauses } from '@/content/terms';

function Paragraph({
  clause,
  paragraph,
  index,
}: {
  clause: TermsClause;
  paragraph: TermsParagraph;
  index: number;
}) {
  const number = subClauseNumber(clause, index);
  const text = typeof paragraph === 'string' ? paragraph : paragraph.text;
  return (
    <div className="mt-3 flex gap-3">
      {number ? <span className="w-12 shrink-0 font-semibold text-brand-800">{number}</span> : null}
      {/* min-w-0: the text may be narrower than its longest word, which then breaks (globals.css). */}
      <div className="min-w-0">
        <p>{text}</p>
        {typeof paragraph === 'string' ? null : (
          <ul className="mt-2 space-y-1">
            {paragraph.items.map((item, i) => (
              <li key={item} className="flex gap-2">
                <span className="w-7 shrink-0">{itemLetter(i)}</span>
                <span>{item}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** Clauses 1 to 37, from the same data as the PDF. */
export function TermsDocument() {
  return (
    <ol className="space-y-10">
      {termsClauses.map((clause) => (
        <li key={clause.number} id={`clause-${clause.number}`} className="scroll-mt-24">
          <h2 className="text-xl font-bold text-brand-900">
            {clause.number}. {clause.title}
          </h2>
          {clause.body.map((paragraph, i) => (
            <Paragraph key={i} clause={clause} paragraph={paragraph} index={i} />
          ))}
        </li>
      ))}
    </ol>
  );
}

/** Links to every clause, for a long document read on a phone. */
export function TermsContents() {
  return (
    <nav aria-labelledby="terms-contents" className="mb-12 rounded-xl bg-brand-50 p-6">
      <h2 id="terms-contents" className="text-lg font-bold text-brand-900">
        Contents
      </h2>
      <ol className="mt-3 gap-x-8 text-sm sm:columns-2">
        {termsClauses.map((clause) => (
          <li key={clause.number} className="break-inside-avoid py-0.5">
            <a href={`#clause-${clause.number}`} className="link font-normal">
              {clause.number}. {clause.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
