import type { Generated } from 'kysely';

/** A home quote request (spec §3): the visitor's two suburbs and e-mail. */
export interface HomeQuoteRequestsTable {
  id: Generated<number>;
  /** Suburb labels as in the suburb table, e.g. "LAVERTON NORTH VIC 3026". */
  pickup: string;
  delivery: string;
  email: string;
  /** Hash of the fields, so a repeated click finds the saved request instead of a duplicate. */
  fingerprint: string;
  created_at: string;
}

export interface HomeQuoteTables {
  home_quote_requests: HomeQuoteRequestsTable;
}
