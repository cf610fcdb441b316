import 'server-only';
import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { formatMelbourneDateTime } from '@/domain/format';
import { homeQuoteMessages, homeQuoteRequestSchema } from '@/domain/home-quote-request';
import type { HomeQuoteRequest } from '@/domain/home-quote-request';
import { greatCircleKm } from '@/domain/suburb';
import { nowIso } from '../db/client';
import { env } from '../env';
import { ApiError } from '../http/api';
import { takeVisitorMail } from '../http/rate-limit';
import { renderMailHtml } from '../mail/render';
import { HomeQuoteAckMail, homeQuoteAckMailSubject } from '../mail/templates/home-quote-ack-mail';
import {
  HomeQuoteCompanyMail,
  homeQuoteCompanyMailSubject,
} from '../mail/templates/home-quote-company-mail';
import type { OutgoingMail } from '../outbox/outbox';
import type { KeyToKeep } from '../http/idempotency';
import { companyMail, saveSubmission } from './submission.server';
import type { Saved } from './submission.server';
import { findSuburb, isKnownSuburb } from '../suburbs/suburbs.server';

/** The form's schema with the server's own suburb list. */
export const homeQuoteRequestServerSchema = homeQuoteRequestSchema(isKnownSuburb);

/** A repeat of the same request within this window is the same submission (a double click). */
const SAME_SUBMISSION_MS = 10 * 60 * 1000;

function fingerprint(req: HomeQuoteRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([req.pickup, req.delivery, req.email.toLowerCase()]))
    .digest('hex');
}

/**
 * Save a home quote request and queue its two mails (the company's copy and the visitor's
 * acknowledgment) in one transaction. The same request again within minutes queues nothing new.
 */
export async function submitHomeQuoteRequest(
  input: HomeQuoteRequest,
  once?: KeyToKeep<Saved>,
): Promise<Saved> {
  const pickup = findSuburb(input.pickup);
  const delivery = findSuburb(input.delivery);
  // The schema checked both already; this guards callers that skipped it.
  if (!pickup) throw new ApiError(400, homeQuoteMessages.pickupInvalid, { field: 'pickup' });
  if (!delivery) throw new ApiError(400, homeQuoteMessages.deliveryInvalid, { field: 'delivery' });
  const req: HomeQuoteRequest = {
    pickup: pickup.label,
    delivery: delivery.label,
    email: input.email,
  };

  const fp = fingerprint(req);
  const createdAt = nowIso();
  const receivedAt = formatMelbourneDateTime(createdAt);
  const [companyCopy, ackMail] = await Promise.all([
    renderMailHtml(
      createElement(HomeQuoteCompanyMail, {
        req,
        receivedAt,
        straightKm: greatCircleKm(pickup, delivery),
      }),
    ),
    renderMailHtml(createElement(HomeQuoteAckMail, { req, receivedAt })),
  ]);

  return saveSubmission({
    once,
    table: 'home_quote_requests',
    row: req,
    fingerprint: fp,
    createdAt,
    sameWithinMs: SAME_SUBMISSION_MS,
    async mailsFor(ref, trx) {
      const mails: OutgoingMail[] = [
        companyMail({
          topic: 'home-quote.company',
          ref,
          replyTo: req.email,
          subject: homeQuoteCompanyMailSubject(req),
          ...companyCopy,
        }),
      ];
      // The request is kept and the company told whatever happens; the visitor's acknowledgment
      // goes only while their address has not had the day's share of mail.
      if (await takeVisitorMail(trx, req.email)) {
        mails.push({
          topic: 'home-quote.visitor',
          ref,
          to: req.email,
          replyTo: env().MAIL_TO,
          subject: homeQuoteAckMailSubject,
          ...ackMail,
        });
      }
      return mails;
    },
  });
}
