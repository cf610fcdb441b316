import 'server-only';
import Bowser from 'bowser';
import type { Db } from '../db/client';
import { writeAudit } from './audit';
import { StaffApiError } from './http';
import { iso } from './library-values';
import { pastSessionLimits } from './session';
import type { StaffUser } from './session';

// A person's own sessions (ASVS 3.3.4, decision 188): the account page lists every browser signed
// in as them, and ends any one of the others after a recent sign-in. The session's token never
// leaves the server: the page and the call name a session by its id.

/** A live session of the signed-in person, as their account page lists it. */
export type OwnSession = {
  id: string;
  /** The browser and system, read from the user agent the sign-in came with. */
  device: string;
  address: string | null;
  signedInAt: string;
  lastActiveAt: string;
  /** The session of the browser looking at the page. */
  current: boolean;
};

/** What the user agent says of a browser, in a few words: "Firefox 146 on Windows". */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os } = Bowser.parse(userAgent);
  const name = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const system = [os.name, os.versionName].filter(Boolean).join(' ');
  if (!name) return system ? `A browser on ${system}` : 'Unknown browser';
  return system ? `${name} on ${system}` : name;
}

/**
 * The person's sessions that still let someone in: not past the library's expiry nor the console's
 * own limits (pastSessionLimits, as every request checks them), newest sign-in first.
 */
export async function listOwnSessions(db: Db, user: StaffUser): Promise<OwnSession[]> {
  const now = Date.now();
  const rows = await db
    .selectFrom('staff_sessions')
    .select(['id', 'createdAt', 'updatedAt', 'expiresAt', 'ipAddress', 'userAgent'])
    .where('userId', '=', user.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  return rows
    .filter((row) => new Date(row.expiresAt).getTime() > now && !pastSessionLimits(row, now))
    .map((row) => ({
      id: row.id,
      device: deviceOf(row.userAgent),
      address: row.ipAddress,
      signedInAt: iso(row.createdAt),
      lastActiveAt: iso(row.updatedAt),
      current: row.id === user.sessionId,
    }));
}

export const SESSION_MESSAGES = {
  ended: 'That session has ended: the browser is signed out.',
  gone: 'That session has already ended.',
  own: 'This is the browser you are using. To end its session, sign out.',
} as const;

/** End one of the person's other sessions: that browser is signed out at its next request. */
export async function endOwnSession(db: Db, user: StaffUser, id: string): Promise<void> {
  if (id === user.sessionId) throw new StaffApiError(400, SESSION_MESSAGES.own);
  const ended = await db
    .deleteFrom('staff_sessions')
    .where('id', '=', id)
    .where('userId', '=', user.id)
    .returning(['userAgent', 'ipAddress'])
    .executeTakeFirst();
  // Another person's session is "already ended" too: its id tells nothing of whose it is.
  if (!ended) throw new StaffApiError(404, SESSION_MESSAGES.gone);
  await writeAudit(db, {
    action: 'session.end',
    actor: user,
    detail: `${deviceOf(ended.userAgent)}, from ${ended.ipAddress ?? 'an unknown address'}`,
  });
}
