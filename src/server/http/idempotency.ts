import 'server-only';
import { createHash } from 'node:crypto';
import { database } from '../db/client';
import type { Db } from '../db/client';

// Idempotency-Key (IETF draft "The Idempotency-Key HTTP Header Field"): a client that sends the
// same key to the same route again, within 24 hours, gets the first successful answer back instead
// of a second save and a second mail (decision 036).

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How long a key's answer is kept and replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/**
 * A call that holds a key but never settled it (its server stopped mid-call) gives the key up after
 * this long, so a retry is not refused for the rest of the day.
 */
const ABANDONED_AFTER_MS = 2 * 60_000;

/** Visible ASCII, 8 to 128 characters: room for a UUID or any client's random token. */
const KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

export const idempotencyMessages = {
  invalidKey: 'Idempotency-Key must be 8 to 128 visible ASCII characters.',
  bodyMismatch:
    'This Idempotency-Key was already used with a different request. Send a new key for a new request.',
  inProgress:
    'A request with this Idempotency-Key is still being processed. Please wait a moment and try again.',
} as const;

export type IdempotencyClaim =
  | {
      kind: 'owner';
      settle: (status: number, answer: string) => Promise<void>;
      release: () => Promise<void>;
    }
  | { kind: 'replay'; status: number; answer: string }
  | { kind: 'mismatch' }
  | { kind: 'inProgress' };

/** The key a request carries: undefined without one, null when it is malformed. */
export function idempotencyKeyOf(request: Request): string | null | undefined {
  const value = request.headers.get(IDEMPOTENCY_HEADER);
  if (value === null) return undefined;
  const key = value.trim();
  return KEY_PATTERN.test(key) ? key : null;
}

export function bodyHash(raw: string): string {
  return createHash('sha256').update(raw, 'utf8').digest('hex');
}

let lastSweep = 0;

/** Forget expired keys, at most once a minute per server. */
async function sweepExpired(db: Db, now: number): Promise<void> {
  if (now - lastSweep < 60_000) return;
  lastSweep = now;
  await db.deleteFrom('idempotency_keys').where('expires_at', '<', now).execute();
}

type Scope = { route: string; client: string; key: string; hash: string };

function ownerOf(db: Db, scope: Scope, claimedAt: number): IdempotencyClaim {
  const mine = () =>
    db
      .updateTable('idempotency_keys')
      .where('route', '=', scope.route)
      .where('client', '=', scope.client)
      .where('key', '=', scope.key)
      .where('claimed_at', '=', claimedAt);
  return {
    kind: 'owner',
    async settle(status, answer) {
      await mine().set({ status, answer }).execute();
    },
    async release() {
      await db
        .deleteFrom('idempotency_keys')
        .where('route', '=', scope.route)
        .where('client', '=', scope.client)
        .where('key', '=', scope.key)
        .where('claimed_at', '=', claimedAt)
        .where('status', 'is', null)
        .execute();
    },
  };
}

/**
 * Claim a key for one route and one client. The primary key, not a read before the write, decides
 * which of two concurrent calls with the same key runs: the other is told to wait, or, once the
 * first has succeeded, gets its answer.
 */
export async function claimIdempotencyKey(
  route: string,
  client: string,
  key: string,
  raw: string,
  attempt = 0,
): Promise<IdempotencyClaim> {
  const db = await database();
  const scope: Scope = { route, client, key, hash: bodyHash(raw) };
  const now = Date.now();
  await sweepExpired(db, now);
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      route,
      client,
      key,
      body_hash: scope.hash,
      status: null,
      answer: null,
      claimed_at: now,
      expires_at: now + IDEMPOTENCY_TTL_MS,
    })
    .onConflict((oc) => oc.columns(['route', 'client', 'key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return ownerOf(db, scope, now);

  const row = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('route', '=', route)
    .where('client', '=', client)
    .where('key', '=', key)
    .executeTakeFirst();
  // Gone since the insert (its first call failed and let it go): this call may take it.
  if (!row) {
    return attempt < 2
      ? claimIdempotencyKey(route, client, key, raw, attempt + 1)
      : { kind: 'inProgress' };
  }
  const expired = Number(row.expires_at) <= now;
  if (!expired && row.body_hash !== scope.hash) return { kind: 'mismatch' };
  if (!expired && row.status !== null && row.answer !== null) {
    return { kind: 'replay', status: Number(row.status), answer: row.answer };
  }
  const abandoned = row.status === null && now - Number(row.claimed_at) > ABANDONED_AFTER_MS;
  if (!expired && !abandoned) return { kind: 'inProgress' };
  // An expired key is a new key; an abandoned call's key passes to this one. Only one taker wins.
  const taken = await db
    .updateTable('idempotency_keys')
    .set({
      body_hash: scope.hash,
      status: null,
      answer: null,
      claimed_at: now,
      expires_at: now + IDEMPOTENCY_TTL_MS,
    })
    .where('route', '=', route)
    .where('client', '=', client)
    .where('key', '=', key)
    .where('claimed_at', '=', Number(row.claimed_at))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? ownerOf(db, scope, now) : { kind: 'inProgress' };
}
