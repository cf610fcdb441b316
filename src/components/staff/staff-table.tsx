import Link from 'next/link';
import type { ReactNode } from 'react';

/** One column of a console table: its heading and what each row shows in it. */
export type StaffColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes for the column's cells (wrapping, numbers). */
  className?: string;
  /** The cell names its row (a `th scope="row"`), for tables read row by row. */
  rowHeader?: boolean;
};

/**
 * The console's tables: headed columns, a row per item, scrolling sideways on a phone. `caption`
 * names the table for screen readers; `empty` is shown under the headings when there are no rows.
 */
export function StaffTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  cards = false,
}: {
  caption: string;
  columns: readonly StaffColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty?: string;
  /** Under 640 px, a card per row (its first column as the title) instead of the table. */
  cards?: boolean;
}) {
  const [title, ...rest] = columns;
  return (
    <>
      {cards ? (
        <ul aria-label={caption} className="space-y-3 sm:hidden">
          {rows.map((row) => (
            <li key={rowKey(row)} className="rounded-lg border border-slate-300 bg-white p-3">
              <p className="font-medium">{title?.cell(row)}</p>
              <dl className="mt-1 grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 text-sm">
                {rest.map((c) => (
                  <div key={c.header} className="contents">
                    <dt className="text-slate-700">{c.header}</dt>
                    <dd className="wrap-anywhere">{c.cell(row) || '—'}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
          {rows.length === 0 && empty ? <li>{empty}</li> : null}
        </ul>
      ) : null}
      <StaffTableOnly
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        empty={empty}
        className={cards ? 'hidden sm:block' : ''}
      />
    </>
  );
}

function StaffTableOnly<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  className,
}: {
  caption: string;
  columns: readonly StaffColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty?: string;
  className: string;
}) {
  return (
    // A table wider than the screen scrolls sideways: the keyboard can reach it (focusable, named).
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={`overflow-x-auto rounded-lg border border-slate-300 bg-white ${className}`.trim()}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-200">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className="p-2">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-slate-200">
              {columns.map((c) =>
                c.rowHeader ? (
                  <th key={c.header} scope="row" className={`p-2 font-medium ${c.className ?? ''}`}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.header} className={`p-2 ${c.className ?? ''}`}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && empty ? <p className="p-2">{empty}</p> : null}
    </div>
  );
}

/** Newer/Older links under a paged table. */
export function Pager({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  return (
    <nav aria-label="Pages" className="mt-3 flex items-center gap-4">
      {page > 1 ? <Link href={href(page - 1)}>Newer</Link> : null}
      <span>
        Page {Math.min(page, pages)} of {pages}
      </span>
      {page < pages ? <Link href={href(page + 1)}>Older</Link> : null}
    </nav>
  );
}
