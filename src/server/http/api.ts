import 'server-only';
import type { z } from 'zod';
import { HONEYPOT_FIELD } from '@/domain/honeypot';
import { log } from '../log';
import { clientAddress } from './client-address';
import { countRefusal } from '../metrics/site-metrics';
import { hitRateLimits, limitFor } from './rate-limit';
import type { LimitKind } from './rate-limit';
import { databaseFailure, databaseInputError } from './database-errors';
import { findControlCharacter } from './control-characters';
import { jsonError } from './json-error';
import { hasValidXsrfToken } from './xsrf';
import {
  IDEMPOTENCY_HEADER,
  KeyAlreadyKept,
  bodyHash,
  idempotencyKeyOf,
  idempotencyMessages,
  keepKeyAlone,
  keptAnswer,
} from './idempotency';
import type { KeptAnswer, KeyToKeep } from './idempotency';

/** Largest JSON body a form may send, unless a route says otherwise: 64 KiB. */
const DEFAULT_BODY_LIMIT = 64 * 1024;

/** An answer to the client that is not a success: a status and a message it can show or log. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export { jsonError };

/** Read a body to its end, keeping nothing; a client that hangs up ends it too. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    while (!(await reader.read()).done);
  } catch {
    // the client went away
  }
}

/**
 * The body as text, refusing more than `limit` bytes even when no length was declared: `tooLarge`
 * makes the error thrown (each caller answers in its own error type).
 */
export async function readLimitedText(
  request: Request,
  limit: number,
  tooLarge: (message: string) => Error,
): Promise<string> {
  const message = `Request body is larger than ${limit} bytes`;
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw tooLarge(message);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // The rest is read and thrown away as it arrives, so the connection can carry the next call
      // (the server cuts a client still sending half a second after the answer: decision 171).
      void discardRest(reader);
      throw tooLarge(message);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function readBody(request: Request, limit: number): Promise<string> {
  return readLimitedText(request, limit, (message) => new ApiError(413, message));
}

function describeIssues(error: z.ZodError): {
  field: string;
  message: string;
  issues: { field: string; message: string }[];
} {
  const issues = error.issues.map((i) => ({
    field: i.path.join('.') || '(body)',
    message: i.message,
  }));
  const first = issues[0] ?? { field: '(body)', message: 'Invalid input' };
  return { field: first.field, message: `${first.field}: ${first.message}`, issues };
}

export type RouteContext<T = unknown> = {
  request: Request;
  ip: string;
  /**
   * The Idempotency-Key of an idempotent call, to be kept in the transaction that saves (see
   * keepKey), with the answer for the service's result; undefined without a key.
   */
  once?: KeyToKeep<T>;
};

type PostRouteOptions<S extends z.ZodType, T> = {
  schema: S;
  /** The limits this call counts against, per client address (see rate-limit.ts). */
  limits: LimitKind[];
  /** Largest body accepted, in bytes. */
  maxBytes?: number;
  /** The answer a bot gets when it fills the honeypot field; nothing is stored. */
  honeypotAnswer?: () => unknown;
  /**
   * Honour an Idempotency-Key header: a repeat of a key (same route, same client, same body)
   * within 24 hours gets the first successful answer instead of running again (decision 036).
   */
  idempotent?: boolean;
  /** The status of a success (200 unless said). */
  status?: number;
  /** The answer's body for the result of `handle` (the result itself unless said). */
  answer?: (result: T) => unknown;
  handle: (input: z.infer<S>, ctx: RouteContext<NoInfer<T>>) => Promise<T>;
};

export const DATABASE_FAILED = 'We could not save that just now. Please try again in a moment.';

async function guard(work: () => Promise<Response>, request: Request): Promise<Response> {
  const route = new URL(request.url).pathname;
  try {
    return await work();
  } catch (err) {
    if (err instanceof ApiError) return jsonError(err.status, err.message, err.extra);
    // The client hung up (before its body was in): nobody reads the answer, and it is no fault here.
    if (request.signal.aborted) {
      log.info({ route }, 'client closed the connection before its request was read');
      return jsonError(400, 'The request was not received in full.');
    }
    // A value the schema let through but the database cannot store is still the client's doing.
    const refused = databaseInputError(err);
    if (refused) {
      log.warn({ route, code: refused.code }, 'database refused a value from the client');
      return jsonError(400, refused.message, { field: '(body)' });
    }
    if (databaseFailure(err)) {
      log.error({ err, route }, 'the database failed an API call; nothing of it was kept');
      return jsonError(503, DATABASE_FAILED, {}, { 'Retry-After': '1' });
    }
    log.error({ err, route }, 'unhandled error in API route');
    return jsonError(500, 'Something went wrong on our side. Please try again.');
  }
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

/**
 * Count the call against each of its limits, all in one statement; refused when any is over. Every
 * limit the call checks is counted once, whether or not another refuses it.
 */
async function checkLimits(kinds: LimitKind[], ip: string): Promise<Response | undefined> {
  const results = await hitRateLimits(
    kinds.map((kind) => ({ key: `${kind}:${ip}`, limit: limitFor(kind) })),
  );
  const refused = results.find((limit) => !limit.allowed);
  if (!refused) return undefined;
  kinds.forEach((kind, i) => {
    if (!results[i]?.allowed) countRefusal(kind);
  });
  return jsonError(
    429,
    TOO_MANY_REQUESTS,
    { retryAfter: refused.retryAfterSeconds },
    { 'Retry-After': String(refused.retryAfterSeconds) },
  );
}

/**
 * A body the server reads: `application/json`, with or without parameters such as a charset, and
 * not compressed (a `Content-Encoding` other than identity is refused, RFC 9110 §15.5.16, where it
 * would be read as garbled JSON). The public API's and the console's calls check it alike.
 */
export function isJsonBody(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  const encoding = (request.headers.get('content-encoding') ?? 'identity').trim().toLowerCase();
  return type.split(';')[0]!.trim().toLowerCase() === 'application/json' && encoding === 'identity';
}

/** The body, parsed, checked and handled: the part of a POST that an idempotent repeat skips. */
async function handleBody<S extends z.ZodType, T>(
  options: PostRouteOptions<S, T>,
  request: Request,
  ip: string,
  raw: string,
  once?: KeyToKeep<T>,
): Promise<Response> {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return jsonError(400, 'Request body must be valid JSON', { field: '(body)' });
  }
  const control = findControlCharacter(body);
  if (control) {
    const message = `${control}: must not contain control characters`;
    return jsonError(400, message, { field: control });
  }
  if (body && typeof body === 'object' && !Array.isArray(body) && HONEYPOT_FIELD in body) {
    const { [HONEYPOT_FIELD]: trap, ...rest } = body as Record<string, unknown>;
    if (typeof trap === 'string' && trap.trim() !== '') {
      log.info({ ip, route: new URL(request.url).pathname }, 'honeypot filled; submission dropped');
      return Response.json(options.honeypotAnswer?.() ?? { message: 'Thank you.' });
    }
    body = rest;
  }
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    const { field, message, issues } = describeIssues(parsed.error);
    return jsonError(400, message, { field, issues });
  }
  const result = await options.handle(parsed.data, { request, ip, once });
  return result instanceof Response
    ? result
    : Response.json(options.answer ? options.answer(result) : result, {
        status: options.status ?? 200,
        headers: { 'Cache-Control': 'no-store' },
      });
}

function replayOrMismatch(kept: KeptAnswer): Response | undefined {
  if (kept.kind === 'mismatch') {
    return jsonError(422, idempotencyMessages.bodyMismatch, { field: IDEMPOTENCY_HEADER });
  }
  if (kept.kind === 'replay') {
    return new Response(kept.answer, {
      status: kept.status,
      headers: {
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
        'Idempotent-Replayed': 'true',
      },
    });
  }
  return undefined;
}

/**
 * With an Idempotency-Key, a call whose key holds an answer gets it back (422 if its body
 * differs); otherwise it runs, and the transaction that saves keeps the key with the answer
 * (decision 130). A call that finds, at its commit, that another call with the key has kept it
 * first is undone and answered with the other's answer, as is one refused by what the other saved. A success that saved nothing new keeps
 * its answer afterwards; a refusal or a failure keeps nothing, and the key may try again.
 */
async function handleOnce<T>(
  request: Request,
  ip: string,
  raw: string,
  options: { status?: number; answer?: (result: T) => unknown },
  run: (once?: KeyToKeep<T>) => Promise<Response>,
): Promise<Response> {
  const key = idempotencyKeyOf(request);
  if (key === undefined) return run();
  if (key === null) {
    return jsonError(400, idempotencyMessages.invalidKey, { field: IDEMPOTENCY_HEADER });
  }
  const route = new URL(request.url).pathname;
  const hash = bodyHash(raw);
  const earlier = replayOrMismatch(await keptAnswer(route, ip, key, hash));
  if (earlier) return earlier;
  const once: KeyToKeep<T> = {
    route,
    client: ip,
    key,
    hash,
    status: options.status ?? 200,
    answerOf: (result) => JSON.stringify(options.answer ? options.answer(result) : result),
    kept: false,
  };
  let response: Response;
  try {
    response = await run(once);
  } catch (err) {
    // Another call with the key saved first: found at the commit, or refused by what it saved
    // (a booking of a quote already booked). Its answer is this call's.
    if (!(err instanceof KeyAlreadyKept || err instanceof ApiError)) throw err;
    const kept = await keptAnswer(route, ip, key, hash);
    if (kept.kind === 'replay' || err instanceof KeyAlreadyKept) {
      const answer = replayOrMismatch(kept);
      if (answer) return answer;
    }
    throw err;
  }
  if (response.ok && !once.kept) await keepKeyAlone(once, await response.clone().text());
  return response;
}

/**
 * A POST handler for /tms/*: anti-forgery check, JSON only, the call's per-address limits,
 * size-limited JSON body free of control characters, parsed by the form's shared schema, then the
 * service. Anything a client sends gets a 4xx, not a 500.
 */
export function postRoute<S extends z.ZodType, T>(options: PostRouteOptions<S, T>) {
  return (request: Request): Promise<Response> =>
    guard(async () => {
      if (!hasValidXsrfToken(request))
        return jsonError(403, 'Missing or invalid anti-forgery token');
      if (!isJsonBody(request))
        return jsonError(
          415,
          'Send the request body as uncompressed JSON (Content-Type: application/json)',
        );
      const ip = clientAddress(request);
      const limited = await checkLimits(options.limits, ip);
      if (limited) return limited;
      const raw = await readBody(request, options.maxBytes ?? DEFAULT_BODY_LIMIT);
      const run = (once?: KeyToKeep<T>) => handleBody(options, request, ip, raw, once);
      return options.idempotent ? handleOnce(request, ip, raw, options, run) : run();
    }, request);
}

/** A GET handler with the same error handling; the answer may be ready at once or awaited. */
export function getRoute(handle: (ctx: RouteContext) => unknown) {
  return (request: Request): Promise<Response> =>
    guard(async () => {
      const result = await handle({ request, ip: clientAddress(request) });
      return result instanceof Response ? result : Response.json(result);
    }, request);
}
