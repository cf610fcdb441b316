import type { Generated } from 'kysely';

// Times are ISO-8601 text and epoch milliseconds as bigint, booleans are 0/1 integers and JSON is
// text, so one schema serves SQLite and PostgreSQL alike.

export interface ContactMessagesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  subject: string;
  phone: string;
  message: string;
  /** Hash of the fields, so the follow-up mail call finds the saved message instead of a duplicate. */
  fingerprint: string;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  /** What the mail is about, e.g. "contact.company"; for logs and the operator commands. */
  topic: string;
  /** The record the mail belongs to, e.g. "contact_messages:12". */
  ref: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  /** JSON: [{ filename, contentType, contentBase64 }]. */
  attachments: string;
  /** 'cancelled': never to be sent (its record's personal data was erased, docs/privacy.md). */
  status: 'pending' | 'sent' | 'cancelled';
  attempts: number;
  next_attempt_at: number | string;
  locked_until: number | string | null;
  /** Random token of the claim that holds the row; only that claim may mark it sent or failed. */
  claim_token: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface RateLimitsTable {
  /** Client key plus the window it counts, e.g. "post:203.0.113.9:29472011". */
  bucket: string;
  count: number;
  expires_at: number | string;
}

/**
 * One row per form submission while its "same submission" window lasts: the primary key makes a
 * concurrent repeat wait for, then find, the first one instead of saving a second.
 */
export interface SubmissionKeysTable {
  /** The table the submission is saved in, e.g. "contact_messages". */
  kind: string;
  fingerprint: string;
  /** The saved record; set in the same transaction as the key, so never null once committed. */
  record_id: number | null;
  /** Epoch ms; a repeat after this is a new submission and takes the key over. */
  expires_at: number | string;
}

export interface CoreTables {
  contact_messages: ContactMessagesTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  submission_keys: SubmissionKeysTable;
}
