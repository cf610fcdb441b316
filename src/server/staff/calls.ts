import 'server-only';
import type { z } from 'zod';
import { database } from '../db/client';
import type { Db } from '../db/client';
import { isJsonBody } from '../http/api';
import { findControlCharacter } from '../http/control-characters';
import {
  NOT_JSON,
  readLimitedBody,
  refuseForgery,
  staffJson,
  staffRoute,
  StaffApiError,
} from './http';
import { requireCall } from './session';
import type { StaffUser } from './session';
import type { StaffCall } from './routes';

type Handler<S extends z.ZodType> = (ctx: {
  db: Db;
  user: StaffUser;
  input: z.infer<S>;
  params: Record<string, string>;
  request: Request;
}) => Promise<unknown>;

/**
 * A console POST call: anti-forgery token, JSON only, size limit, the role check, the schema,
 * then the work; every answer carries X-Robots-Tag: noindex.
 */
export function staffPost<S extends z.ZodType>(
  call: StaffCall,
  schema: S,
  handle: Handler<S>,
  bodyLimit?: number,
) {
  return (request: Request, params: Record<string, string> = {}) =>
    staffRoute(call, async () => {
      const forged = refuseForgery(request);
      if (forged) return forged;
      const user = await requireCall(request, call);
      if (!isJsonBody(request)) throw new StaffApiError(415, NOT_JSON);
      const text = await readLimitedBody(request, bodyLimit);
      let body: unknown;
      try {
        body = text === '' ? {} : JSON.parse(text);
      } catch {
        throw new StaffApiError(400, 'The request body is not valid JSON.');
      }
      const control = findControlCharacter(body);
      if (control) throw new StaffApiError(400, `${control}: contains a control character`);
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') || '(body)';
        throw new StaffApiError(400, `${field}: ${issue?.message ?? 'invalid'}`, { field });
      }
      const db = await database();
      const result = await handle({
        db,
        user,
        input: parsed.data,
        params,
        request,
      });
      return result instanceof Response ? result : staffJson(result ?? { ok: true });
    });
}

/**
 * A console GET call (a download): the role check, then the work, whose Response is sent as it is
 * with the console's headers.
 */
export function staffGet(
  call: StaffCall,
  handle: (ctx: {
    user: StaffUser;
    params: Record<string, string>;
    request: Request;
  }) => Promise<Response>,
) {
  return (request: Request, params: Record<string, string> = {}) =>
    staffRoute(call, async () =>
      handle({ user: await requireCall(request, call), params, request }),
    );
}
