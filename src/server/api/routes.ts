// Every call of the API, declared once: the public calls under /tms (the site's forms, spec §3 and
// §7) and the staff console's under /staff/api. Each row is a method, a path, and its handler with
// its limits (the per-address limits and body size of a public call, the role of a console call,
// kept with the role tables in src/server/staff/routes.ts). src/server/api/router.ts serves this
// table; the production server mounts that router before Next's request handler (decision 169).
import 'server-only';
import { z } from 'zod';
import {
  BOOKING_STATUSES,
  bookingRequestSchema,
  pickupMoveSchema,
  quotePdfSchema,
  trackSchema,
} from '@/domain/booking';
import { contactMessages, contactSchema } from '@/domain/contact';
import { creditApplicationMessages, creditApplicationSchema } from '@/domain/credit-application';
import { homeQuoteMessages } from '@/domain/home-quote-request';
import { checkQuoteSchema, quoteMailSchema } from '@/domain/quote';
import { CREDIT_BODY_LIMIT } from '@/domain/signature';
import { database } from '@/server/db/client';
import { getRoute, postRoute } from '@/server/http/api';
import { CSP_REPORT_PATH } from '@/server/http/content-security-policy';
import { streamed } from '@/server/http/compression';
import { cspReport } from '@/server/http/csp-reports';
import type { KeyToKeep } from '@/server/http/idempotency';
import type { LimitKind } from '@/server/http/rate-limit';
import { kickDelivery } from '@/server/outbox/outbox';
import {
  erasePersonalData,
  exportPersonalData,
  requestAddressSchema,
} from '@/server/privacy/personal-data';
import { RATES_IMPORT_LIMIT } from '@/server/rates/rate-card-files';
import {
  moveBookingFromConsole,
  movePickupFromConsole,
} from '@/server/services/booking-staff.server';
import { quotePdfForOwner, requestBooking, trackBooking } from '@/server/services/booking.server';
import { submitContactMessage } from '@/server/services/contact.server';
import type { Saved } from '@/server/services/submission.server';
import { submitCreditApplication } from '@/server/services/credit-application.server';
import { fuelLeviesAnswer } from '@/server/services/fuel-levy.server';
import {
  homeQuoteRequestServerSchema,
  submitHomeQuoteRequest,
} from '@/server/services/home-quote-request.server';
import { pickupDaysForQuote } from '@/server/services/pickup-days.server';
import { publicBookingData } from '@/server/services/quote-booking-data.server';
import {
  checkQuote,
  mailQuote,
  quoteRates,
  saveQuote,
  serverBookingSchema,
  serverSaveQuoteSchema,
} from '@/server/services/quote.server';
import {
  accountCall,
  addStaff,
  disableStaff,
  resetStaff,
  staffInputSchema,
} from '@/server/staff/accounts';
import type { SetUpLink } from '@/server/staff/accounts';
import { staffAuthCall } from '@/server/staff/auth-calls';
import { staffGet, staffPost } from '@/server/staff/calls';
import { revealBankDetails, signatureForStaff } from '@/server/staff/credit';
import { creditPdfForStaff } from '@/server/staff/credit-pdf';
import { exportForStaff } from '@/server/staff/exports';
import {
  removeSamplesFromConsole,
  consoleLevyBodySchema,
  saveLevyFromConsole,
} from '@/server/staff/fuel-levy';
import { StaffApiError } from '@/server/staff/http';
import { addNote, assertItem, changeItemState, MAX_NOTE } from '@/server/staff/inbox';
import { retryMailFromConsole } from '@/server/staff/outbox';
import { endOwnSession, SESSION_MESSAGES } from '@/server/staff/sessions';
import {
  importBodySchema,
  importFromConsole,
  publishBodySchema,
  publishFromConsole,
  rateCardFile,
  withdrawBodySchema,
  withdrawFromConsole,
} from '@/server/staff/rates';
import type { StaffCall } from '@/server/staff/routes';

/** A call's handler: the request, and the path's named segments (`[id]` → `params.id`). */
export type ApiHandler = (request: Request, params: Record<string, string>) => Promise<Response>;

export type ApiRoute = {
  method: 'GET' | 'POST';
  /** The path, a segment in brackets standing for any one (`[id]`) or for the rest (`[...all]`). */
  path: string;
  handler: ApiHandler;
  /**
   * The answer changes only with a new build: the server asks for it once as it starts and keeps
   * it in memory, compressed at the best level, like a pre-rendered page (decision 071).
   */
  keptUntilNextBuild?: true;
};

const post = (path: string, handler: ApiHandler): ApiRoute => ({ method: 'POST', path, handler });
const get = (path: string, handler: ApiHandler, more: Partial<ApiRoute> = {}): ApiRoute => ({
  method: 'GET',
  path,
  handler,
  ...more,
});

/** A console call: its path is also its name in the role tables (src/server/staff/routes.ts). */
function consolePost<S extends z.ZodType>(
  path: StaffCall,
  schema: S,
  handle: Parameters<typeof staffPost<S>>[2],
  bodyLimit?: number,
): ApiRoute {
  return post(path, staffPost(path, schema, handle, bodyLimit));
}

/**
 * A form saved once with its mail (contact, credit application, home quote request): the answer,
 * the honeypot's included, is the form's `message`, with the saved row's id; an Idempotency-Key
 * sent again gets the first answer.
 */
function submission<S extends z.ZodType>(options: {
  schema: S;
  limits: LimitKind[];
  maxBytes?: number;
  message: string;
  submit: (input: z.infer<S>, once?: KeyToKeep<Saved>) => Promise<Saved>;
}): ApiHandler {
  const { message, submit, ...checks } = options;
  return postRoute<S, Saved>({
    ...checks,
    idempotent: true,
    honeypotAnswer: () => ({ message }),
    handle: (input, { once }) => submit(input, once),
    answer: ({ id }) => ({ message, data: { id } }),
  });
}

/** A set-up link mailed to the account alone (decision 117): its address, never the link. */
function linkMailed(made: SetUpLink) {
  const { email } = made.account;
  return { ok: true, email, sentTo: email, expiresText: made.expiresText };
}

/** A number from a path segment, or a 404 with `message`. */
function idFrom(text: string | undefined, message: string): number {
  const id = /^\d{1,12}$/.test(text ?? '') ? Number(text) : NaN;
  if (!Number.isSafeInteger(id)) throw new StaffApiError(404, message);
  return id;
}

/** The headers of a file the browser saves. */
const download = (type: string, filename: string) => ({
  'Content-Type': type,
  'Content-Disposition': `attachment; filename="${filename}"`,
});

export const API_ROUTES: ApiRoute[] = [
  // ── The site's calls (spec §3, §7) ─────────────────────────────────────────────────────────
  // The booking form; answers both rates priced by the rate card.
  post(
    '/tms/getQuoteRates',
    postRoute({
      schema: serverBookingSchema,
      limits: ['pricing'],
      handle: (input) => quoteRates(input),
    }),
  ),
  // The booking form plus the e-mail form; answers { qn_random, error: 0 }. An Idempotency-Key
  // sent again gets the first answer: one quote number, one pair of mails.
  post(
    '/tms/saveQuote',
    postRoute({
      schema: serverSaveQuoteSchema,
      limits: ['store', 'mail'],
      idempotent: true,
      honeypotAnswer: () => ({ qn_random: null, error: 1, message: 'Quotation not saved.' }),
      handle: (input, { once }) => saveQuote(input, once),
    }),
  ),
  // The saved values plus quote_number. Refused (404) for a quote that was never saved; the mail
  // itself was queued with the quote and is sent once. With `resend: true` it mails a looked-up
  // quote again (counted as mail).
  post(
    '/tms/sendOfficialSite_QuoteMail',
    postRoute({
      schema: quoteMailSchema,
      limits: ['lookup'],
      idempotent: true,
      handle: (input, { ip, once }) => mailQuote(input, ip, once),
    }),
  ),
  // { quote_number }: answers { success, message, data } (spec §3 saved quote).
  post(
    '/tms/check-quote',
    postRoute({
      schema: checkQuoteSchema,
      limits: ['lookup'],
      maxBytes: 4 * 1024,
      handle: ({ quote_number }) => checkQuote(quote_number),
    }),
  ),
  // { quote_number }: the days the saved quote can be picked up (decision 144).
  post(
    '/tms/pickup-dates',
    postRoute({
      schema: checkQuoteSchema,
      limits: ['lookup'],
      maxBytes: 4 * 1024,
      handle: ({ quote_number }) => pickupDaysForQuote(quote_number),
    }),
  ),
  // { quote_number, email }: the saved quote as a PDF download.
  post(
    '/tms/quote-pdf',
    postRoute({
      schema: quotePdfSchema,
      limits: ['lookup'],
      maxBytes: 4 * 1024,
      handle: async (input) => {
        const { fileName, pdf } = await quotePdfForOwner(input);
        return new Response(Buffer.from(pdf), {
          headers: { ...download('application/pdf', fileName), 'Cache-Control': 'no-store' },
        });
      },
    }),
  ),
  // Book a saved quote; answers 201 { booking_reference }, an Idempotency-Key kept with it.
  post(
    '/tms/bookings',
    postRoute({
      schema: bookingRequestSchema,
      limits: ['store', 'mail'],
      maxBytes: 16 * 1024,
      idempotent: true,
      status: 201,
      honeypotAnswer: () => ({ booking_reference: null, message: 'Booking not made.' }),
      handle: (input, { once }) => requestBooking(input, once),
    }),
  ),
  // { booking_reference, email }: the booking's status and timeline.
  post(
    '/tms/track',
    postRoute({
      schema: trackSchema,
      limits: ['lookup'],
      maxBytes: 4 * 1024,
      handle: (input) => trackBooking(input),
    }),
  ),
  // { packaging_types, postcodes }: changes only with a new build (the suburb list is part of
  // it), so the server keeps its answer in memory, compressed once (decision 071).
  get(
    '/tms/getAddPublicBookingData',
    getRoute(({ request }) => {
      const data = publicBookingData();
      const headers = {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
        ETag: data.etag,
        Vary: 'Accept-Encoding',
      };
      if (request.headers.get('if-none-match') === data.etag)
        return new Response(null, { status: 304, headers });
      return new Response(data.json, { headers });
    }),
    { keptUntilNextBuild: true },
  ),
  // From the history kept for a minute (decision 054): a month added by the operator command
  // shows within that time.
  get(
    '/tms/getFuelLevies',
    getRoute(() => fuelLeviesAnswer()),
  ),
  // The contact form: saved, then mailed by the next call, which never queues a second copy.
  post(
    '/tms/save-contact',
    submission({
      schema: contactSchema,
      limits: ['store'],
      message: contactMessages.saved,
      submit: submitContactMessage,
    }),
  ),
  post(
    '/tms/sendOfficialSiteMail',
    submission({
      schema: contactSchema,
      limits: ['mail'],
      message: contactMessages.mailed,
      submit: submitContactMessage,
    }),
  ),
  // The credit application: saved, then mailed by the next call, which never queues a second copy.
  post(
    '/tms/save-credit-application',
    submission({
      schema: creditApplicationSchema,
      limits: ['store'],
      maxBytes: CREDIT_BODY_LIMIT,
      message: creditApplicationMessages.saved,
      submit: submitCreditApplication,
    }),
  ),
  post(
    '/tms/sendOfficialSite_CreditApplicationMail',
    submission({
      schema: creditApplicationSchema,
      limits: ['mail'],
      maxBytes: CREDIT_BODY_LIMIT,
      message: creditApplicationMessages.mailed,
      submit: submitCreditApplication,
    }),
  ),
  // The home page's quote request (spec §7 "Email home quote"): pickup, delivery, email.
  post(
    '/tms/sendOfficialSite_GetQuoteMail',
    submission({
      schema: homeQuoteRequestServerSchema,
      limits: ['store', 'mail'],
      message: homeQuoteMessages.sent,
      submit: submitHomeQuoteRequest,
    }),
  ),
  // What a browser reports of the Content Security Policy's refusals (decision 120): logged.
  post(CSP_REPORT_PATH, cspReport),

  // ── The staff console's calls (roles in src/server/staff/routes.ts) ──────────────────────────
  // The authentication library's calls the console uses (src/server/staff/auth-calls.ts).
  get('/staff/api/auth/[...all]', staffAuthCall),
  post('/staff/api/auth/[...all]', staffAuthCall),
  // Add a staff account (admin): the set-up link is mailed to them alone (decision 117); audited.
  consolePost('/staff/api/accounts/add', staffInputSchema, async ({ user, input }) => {
    const made = await accountCall(() => addStaff(input, user));
    kickDelivery();
    return linkMailed(made);
  }),
  // Disable an account (admin, not one's own): signed out everywhere; the owner is told (118).
  consolePost(
    '/staff/api/accounts/disable',
    z.object({ email: z.string().trim().min(1).max(254) }),
    async ({ user, input }) => {
      const account = await accountCall(() => disableStaff(input.email, user));
      kickDelivery();
      return { ok: true, email: account.email };
    },
  ),
  // Reset an account (admin): password and authenticator removed, sessions ended, a new set-up
  // link mailed to them alone (decision 117), never answered here.
  consolePost(
    '/staff/api/accounts/reset',
    z.object({ email: z.string().trim().min(1).max(254) }),
    async ({ user, input }) => {
      const made = await accountCall(() => resetStaff(input.email, user));
      kickDelivery();
      return linkMailed(made);
    },
  ),
  // End one of your own other sessions (any role, after a recent sign-in): audited.
  consolePost(
    '/staff/api/sessions/end',
    z.strictObject({ id: z.string().trim().min(1).max(100) }),
    async ({ db, user, input }) => {
      await endOwnSession(db, user, input.id);
      return { ok: true, message: SESSION_MESSAGES.ended };
    },
  ),
  // Move a booking along its timeline: one mail to the customer, an audit row, 409 when the
  // booking changed meanwhile.
  consolePost(
    '/staff/api/bookings/[id]/status',
    z.strictObject({
      /** The status the page showed; refused when the booking has another by now. */
      from: z.enum(BOOKING_STATUSES),
      to: z.enum(BOOKING_STATUSES),
    }),
    async ({ db, user, input, params }) => {
      const id = Number(params.id);
      await assertItem(db, user, 'booking', id);
      const answer = await moveBookingFromConsole(db, user, id, input.from, input.to);
      kickDelivery();
      return answer;
    },
  ),
  // Move a booking's pickup day and window (decision 161): booking, mail and audit row at once.
  consolePost(
    '/staff/api/bookings/[id]/pickup',
    pickupMoveSchema,
    async ({ user, input, params, db }) => {
      const id = Number(params.id);
      await assertItem(db, user, 'booking', id);
      const answer = await movePickupFromConsole(user, id, input);
      kickDelivery();
      return answer;
    },
  ),
  // Show a credit application's bank details (accounts, admin); audited.
  consolePost(
    '/staff/api/credit/[id]/reveal',
    z.strictObject({}),
    async ({ db, user, params }) => ({
      bank: await revealBankDetails(db, user, Number(params.id)),
    }),
  ),
  // A credit application as its PDF (accounts, admin); each download audited.
  get(
    '/staff/api/credit/[id]/pdf',
    staffGet('/staff/api/credit/[id]/pdf', async ({ user, params }) => {
      const id = idFrom(params.id, 'No such credit application.');
      const pdf = await creditPdfForStaff(await database(), user, id);
      return new Response(new Uint8Array(pdf), {
        headers: download('application/pdf', `credit-application-${id}.pdf`),
      });
    }),
  ),
  // One signature of a credit application as a PNG image (accounts, admin), audited.
  get(
    '/staff/api/credit/[id]/signature/[which]',
    staffGet('/staff/api/credit/[id]/signature/[which]', async ({ user, params }) => {
      const id = idFrom(params.id, 'No such signature.');
      const png = await signatureForStaff(await database(), user, id, params.which ?? '');
      return new Response(new Uint8Array(png), {
        headers: { 'Content-Type': 'image/png', 'Content-Disposition': 'inline' },
      });
    }),
  ),
  // A CSV download of one kind of record (GET, so the browser saves it); each one audited.
  get(
    '/staff/api/export/[dataset]',
    staffGet('/staff/api/export/[dataset]', async ({ user, params, request }) => {
      const query = new URL(request.url).searchParams;
      const { filename, body } = await exportForStaff(await database(), user, {
        kind: params.dataset ?? '',
        since: query.get('since'),
        bank: query.get('bank'),
      });
      return streamed(
        new Response(body, { headers: download('text/csv; charset=utf-8', filename) }),
      );
    }),
  ),
  // Remove the sample months a new database starts with (admin); audited.
  consolePost('/staff/api/fuel-levy/remove-samples', z.strictObject({}), async ({ db, user }) => ({
    ok: true,
    removed: await removeSamplesFromConsole(db, user),
  })),
  // Save a fuel-levy month (admin); audited.
  consolePost('/staff/api/fuel-levy/save', consoleLevyBodySchema, async ({ db, user, input }) => {
    const { record, replaced } = await saveLevyFromConsole(db, user, input);
    const { monthName, year, local, linehaul, appliesFrom } = record;
    return { ok: true, replaced, month: { monthName, year, local, linehaul, appliesFrom } };
  }),
  // Add an internal note to an item, with its author and time.
  consolePost(
    '/staff/api/items/[kind]/[id]/notes',
    z.strictObject({ body: z.string().max(MAX_NOTE * 2) }),
    async ({ db, user, input, params }) => {
      const id = Number(params.id);
      const kind = await assertItem(db, user, params.kind ?? '', id);
      return { note: await addNote(db, user, kind, id, input.body) };
    },
  ),
  // Change an item's status or assignee; 409 when the item changed meanwhile.
  consolePost(
    '/staff/api/items/[kind]/[id]/state',
    z.strictObject({
      version: z.number().int().min(0).max(1_000_000_000),
      status: z.enum(['new', 'in_progress', 'done', 'declined']).optional(),
      assigneeId: z.string().max(100).nullable().optional(),
    }),
    async ({ db, user, input, params }) => {
      const id = Number(params.id);
      const kind = await assertItem(db, user, params.kind ?? '', id);
      return { state: await changeItemState(db, user, kind, id, input) };
    },
  ),
  // Make every pending mail due now and send it (admin); audited.
  consolePost('/staff/api/outbox/retry', z.strictObject({}), async ({ db, user }) => ({
    ok: true,
    ...(await retryMailFromConsole(db, user)),
  })),
  // Everything held about an address, bank details masked (admin); audited (decision 182).
  consolePost(
    '/staff/api/privacy/export',
    z.strictObject({ email: requestAddressSchema }),
    async ({ db, user, input }) => ({
      ok: true,
      ...(await exportPersonalData(db, input.email, user)),
    }),
  ),
  // Erase what is held about an address but what the law keeps (admin); audited (decision 182).
  consolePost(
    '/staff/api/privacy/erase',
    z.strictObject({ email: requestAddressSchema, confirm: z.literal(true) }),
    async ({ db, user, input }) => ({
      ok: true,
      ...(await erasePersonalData(db, input.email, user)),
    }),
  ),
  // A rate card's zones.csv, lanes.csv or surcharges.csv as a download (any role).
  get(
    '/staff/api/rates/[card]/[file]',
    staffGet('/staff/api/rates/[card]/[file]', async ({ params }) => {
      const { filename, csv } = await rateCardFile(
        await database(),
        params.card ?? '',
        params.file ?? '',
      );
      return new Response(csv, { headers: download('text/csv; charset=utf-8', filename) });
    }),
  ),
  // Import zones.csv, lanes.csv and the surcharges as the draft card (accounts, admin); audited.
  consolePost(
    '/staff/api/rates/import',
    importBodySchema,
    ({ db, user, input }) => importFromConsole(db, user, input),
    RATES_IMPORT_LIMIT,
  ),
  // Publish the draft card from an effective date (accounts, admin); audited.
  consolePost('/staff/api/rates/publish', publishBodySchema, ({ db, user, input }) =>
    publishFromConsole(db, user, input),
  ),
  // Withdraw a card published ahead, before it applies (accounts, admin); audited.
  consolePost('/staff/api/rates/withdraw', withdrawBodySchema, ({ db, user, input }) =>
    withdrawFromConsole(db, user, input),
  ),
];
