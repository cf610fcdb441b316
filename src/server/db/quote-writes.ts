import 'server-only';
import { preparedMark } from './client';
import type { WriteStep } from './write-steps';

// The statements that save a group of quotes at once (decisions 113, 130): finished SQL texts,
// made once per shape, for SQLite (multi-row inserts in one transaction) and PostgreSQL (one
// statement). The quote service (src/server/services/quote.server.ts) builds the rows; this module
// alone knows how they are written.

type Row = Record<string, unknown>;

/**
 * A group's rows, each table's in the order of its saves. Packages and mails carry their quote's
 * `quote_number`, by which the statement finds the quote's id; a mail's `ref` is made in the
 * statement from that id.
 */
export type QuoteGroupRows = { quotes: Row[]; packagings: Row[]; mails: Row[] };

/** The statement that takes the visitors' daily mail shares, and the most a share may reach. */
export type MailShares = { sql: string; params: unknown[]; max: number };

/** The columns a group's statement writes from its rows: all but those it makes itself. */
function columnsOf(rows: QuoteGroupRows) {
  const made = new Set(['quote_number', 'ref']);
  return {
    q: Object.keys(rows.quotes[0]!),
    p: Object.keys(rows.packagings[0]!).filter((c) => !made.has(c)),
    m: Object.keys(rows.mails[0]!).filter((c) => !made.has(c)),
  };
}

/** Each row's values of `columns`, all rows in one list. */
const valuesOf = (rows: Record<string, unknown>[], columns: string[]) =>
  rows.flatMap((row) => columns.map((c) => row[c]));

/** Column names, ours and never a client's, quoted, bare or as `r.<column>`. */
const columnList = (names: string[], of?: string) =>
  names.map((c) => (of ? `"${of}"."${c}"` : `"${c}"`)).join(', ');

/**
 * Statement texts, by table, columns and number of rows. They depend on the tables' columns
 * alone: made once, rather than built by Kysely for every group.
 */
const texts = new Map<string, string>();

function textFor(key: string, make: () => string): string {
  let text = texts.get(key);
  if (!text) {
    text = make();
    texts.set(key, text);
  }
  return text;
}

const placeholders = (count: number) => Array<string>(count).fill('?').join(', ');

/** `values` and `count` times the row's text. */
const valuesList = (row: string, count: number) =>
  `values ${Array<string>(count).fill(row).join(', ')}`;

/**
 * On SQLite, three multi-row inserts and the visitors' mail shares, in one transaction. Packages
 * and mails find their quote's id by its number (a unique index); the shares are counted last,
 * and a share past the day's limit undoes the whole write.
 */
export function sqliteQuoteSteps(rows: QuoteGroupRows, shares: MailShares): WriteStep[] {
  const { quotes, packagings, mails } = rows;
  const { q, p, m } = columnsOf(rows);
  const quoteId = '(select id from quotes where quote_number = ?)';
  return [
    {
      sql: textFor(`sqlite:quotes:${q.join()}:${quotes.length}`, () => {
        const row = `(${placeholders(q.length)})`;
        return `insert into quotes (${columnList(q)}) ${valuesList(row, quotes.length)} returning id, quote_number`;
      }),
      params: valuesOf(quotes, q),
      returns: true,
    },
    {
      sql: textFor(`sqlite:packagings:${p.join()}:${packagings.length}`, () => {
        const row = `(${quoteId}, ${placeholders(p.length)})`;
        return `insert into quote_packagings (quote_id, ${columnList(p)}) ${valuesList(row, packagings.length)}`;
      }),
      params: valuesOf(packagings, ['quote_number', ...p]),
    },
    {
      sql: textFor(`sqlite:mails:${m.join()}:${mails.length}`, () => {
        const row = `('quotes:' || ${quoteId}, ${placeholders(m.length)})`;
        return `insert into outbox (ref, ${columnList(m)}) ${valuesList(row, mails.length)}`;
      }),
      params: valuesOf(mails, ['quote_number', ...m]),
    },
    { sql: shares.sql, params: shares.params, refuseAbove: shares.max },
  ];
}

/**
 * On PostgreSQL the same rows in one statement, which is atomic by itself: one round trip instead
 * of five (BEGIN, three inserts, COMMIT). The quotes are inserted by a WITH clause whose RETURNING
 * rows the packages and the mails join on their quote number; each table's rows go as one JSON
 * parameter, typed by the table's own row type, and are inserted in the order given (a quote's
 * mail to the visitor before the company's copy). Prepared once per connection.
 */
export function postgresQuoteSteps(rows: QuoteGroupRows): WriteStep[] {
  const { quotes, packagings, mails } = rows;
  const { q, p, m } = columnsOf(rows);
  const sql = textFor(
    `postgres:${q.join()};${p.join()};${m.join()}`,
    () => `${preparedMark('save-quotes')}
    with q as (
      insert into quotes (${columnList(q)})
      select ${columnList(q)}
      from jsonb_populate_recordset(null::quotes, $1::jsonb)
      returning id, quote_number
    ), p as (
      insert into quote_packagings (quote_id, ${columnList(p)})
      select q.id, ${columnList(p, 'r')}
      from jsonb_array_elements($2::jsonb) with ordinality as e(row, n)
      join q on q.quote_number = e.row->>'quote_number'
      cross join lateral jsonb_populate_record(null::quote_packagings, e.row) as r
      order by e.n
    ), o as (
      insert into outbox (ref, ${columnList(m)})
      select 'quotes:' || q.id, ${columnList(m, 'r')}
      from jsonb_array_elements($3::jsonb) with ordinality as e(row, n)
      join q on q.quote_number = e.row->>'quote_number'
      cross join lateral jsonb_populate_record(null::outbox, e.row) as r
      order by e.n
    )
    select id, quote_number from q`,
  );
  return [
    {
      sql,
      params: [JSON.stringify(quotes), JSON.stringify(packagings), JSON.stringify(mails)],
      returns: true,
    },
  ];
}
