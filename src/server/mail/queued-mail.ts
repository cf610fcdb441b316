import 'server-only';
import type { SendMailOptions } from 'nodemailer';
import { formatMelbourneDateTime } from '@/domain/format';
import { RATE_IDS } from '@/domain/rate-card';
import type { RateId } from '@/domain/rate-card';
import type { Db } from '../db/client';
import { env } from '../env';
import { quotePdfAttachment } from '../pdf/quote-pdf';
import { findSavedQuote, savedQuoteSummary } from '../services/saved-quote.server';
import { composeMail } from './composer';

// Mail written when the outbox sends it, not while the visitor waits (decision 072). A contact
// message's mail and a saved quote's two mails are queued with their subject and recipients and a
// mark in place of their body; the delivery loop renders the body (and the quote's PDF) from the
// saved record, which the transaction that queued the mail also wrote. A mail queued with its body
// is sent as it is.

type Deferred = { kind: 'contact' } | { kind: 'quote'; rateId: RateId };

const MARK = /^<!--written when sent: (contact|quote (economy|express))-->$/;

/** The body to queue for a mail the delivery loop writes from its record. */
export function writtenWhenSent(mail: Deferred): string {
  return `<!--written when sent: ${mail.kind === 'quote' ? `quote ${mail.rateId}` : 'contact'}-->`;
}

function deferredOf(html: string): Deferred | undefined {
  const match = MARK.exec(html);
  if (!match) return undefined;
  if (match[1] === 'contact') return { kind: 'contact' };
  const rateId = match[2];
  const known = RATE_IDS.find((id) => id === rateId);
  return known ? { kind: 'quote', rateId: known } : undefined;
}

/** The id in a ref such as "quotes:12", when the ref names that table. */
function recordId(ref: string, table: string): number {
  const [name, id] = ref.split(':');
  const n = Number(id);
  if (name !== table || !Number.isSafeInteger(n)) {
    throw new Error(`Mail for ${ref} cannot be written: it names no ${table} record`);
  }
  return n;
}

/** Opens the quote on the site. */
export function quoteLink(quoteNumber: string): string {
  return `${env().siteUrl}/get-a-quote?quote=${encodeURIComponent(quoteNumber)}`;
}

type QueuedRow = { topic: string; ref: string; html: string; reply_to: string | null };
type Body = {
  html: string;
  text: string;
  attachments: NonNullable<SendMailOptions['attachments']>;
};

/**
 * The body of a queued mail that is written when sent: HTML, plain text and attachments, from the
 * saved record. Undefined for a mail queued with its body. Throws when the record is gone, so the
 * outbox keeps the mail and reports it.
 */
export async function writeQueuedMail(db: Db, row: QueuedRow): Promise<Body | undefined> {
  const deferred = deferredOf(row.html);
  if (!deferred) return undefined;
  if (deferred.kind === 'contact') {
    const id = recordId(row.ref, 'contact_messages');
    const msg = await db
      .selectFrom('contact_messages')
      .select(['first_name', 'last_name', 'email', 'phone', 'subject', 'message', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!msg) throw new Error(`Contact message ${id} is gone; its mail cannot be written`);
    const receivedAt = formatMelbourneDateTime(msg.created_at);
    const { html, text } = await composeMail({ kind: 'contact', props: { msg, receivedAt } });
    return { html, text, attachments: [] };
  }
  const id = recordId(row.ref, 'quotes');
  const saved = await findSavedQuote(db, { id });
  if (!saved) throw new Error(`Quote ${id} is gone; its mail cannot be written`);
  const rate = saved.pricing.rates.find((r) => r.id === deferred.rateId);
  if (!rate) throw new Error(`Quote ${id} has no saved ${deferred.rateId} rate`);
  const summary = savedQuoteSummary(saved, rate);
  // The company's copy is addressed to the company and answered to the visitor.
  const forCompany = row.topic.startsWith('quote.company')
    ? { email: row.reply_to ?? '' }
    : undefined;
  // Only the visitor's mail carries the quote as a PDF.
  const { html, text, pdf } = await composeMail({
    kind: 'quote',
    props: {
      ...summary,
      link: quoteLink(summary.quoteNumber),
      resent: row.topic.endsWith('.resend'),
      forCompany,
    },
    pdf: forCompany ? null : { ...summary, createdAt: saved.quote.created_at },
  });
  const attachments = pdf ? [quotePdfAttachment(summary.quoteNumber, pdf)] : [];
  return { html, text, attachments };
}
