import 'server-only';
import { forbidden, redirect } from 'next/navigation';
import { headers as requestHeaders } from 'next/headers';
import { database } from '../db/client';
import { env } from '../env';
import { staffAuth } from './auth';
import { STAFF_MESSAGES, STAFF_ROLES } from './constants';
import type { Role } from './constants';
import { vouchedAddressOf } from '../http/client-address';
import { StaffApiError } from './http';
import { requireRecentSignIn } from './step-up';
import { OPEN_WHILE_PASSWORD_DUE, STAFF_CALLS, STAFF_PAGES, STEP_UP_CALLS } from './routes';
import type { Access, StaffCall, StaffPage } from './routes';

export type StaffUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** True once the authenticator is enrolled; until then only the enrolment page opens. */
  enrolled: boolean;
  /**
   * A new password is due (it was signed in with one on the common-password list): until it is
   * changed, only Your account opens (decision 191).
   */
  passwordChangeDue: boolean;
  /** When this session's sign-in was (epoch ms): what lasts needs a recent one (decision 118). */
  signedInAt: number;
  /** This session's id (never its token): the account page marks it among the person's own. */
  sessionId: string;
  /** The client address the site's server took from the connection, for the audit log. */
  address: string | null;
};

/**
 * Whether a session of this sign-in and last refresh has ended by the console's own limits: older
 * than STAFF_SESSION_MAX_HOURS however recently it was used (decision 116), or idle for
 * STAFF_SESSION_IDLE_MINUTES (decision 181). A time that cannot be read counts as ended.
 */
export function pastSessionLimits(
  session: { createdAt: string | Date; updatedAt: string | Date },
  now = Date.now(),
): boolean {
  const { STAFF_SESSION_MAX_HOURS, STAFF_SESSION_IDLE_MINUTES } = env();
  const signedInAt = new Date(session.createdAt).getTime();
  const lastSeenAt = new Date(session.updatedAt).getTime();
  return (
    !(now - signedInAt < STAFF_SESSION_MAX_HOURS * 3_600_000) ||
    !(now - lastSeenAt < STAFF_SESSION_IDLE_MINUTES * 60_000)
  );
}

/**
 * The signed-in staff member of a request, from the session in the database, or null. A session
 * older than STAFF_SESSION_MAX_HOURS is deleted here, however recently it was used (decision 116),
 * and so is one idle for STAFF_SESSION_IDLE_MINUTES: the library moves `updatedAt` on each refresh
 * (at most SESSION_REFRESH_SECONDS behind the last request), so the idle limit holds even for a
 * session the library would not end itself (decision 181).
 */
export async function staffFromHeaders(headers: Headers): Promise<StaffUser | null> {
  const auth = await staffAuth();
  const found = await auth.api.getSession({ headers });
  if (!found) return null;
  const { user, session } = found;
  if (pastSessionLimits(session)) {
    await (await database()).deleteFrom('staff_sessions').where('id', '=', session.id).execute();
    return null;
  }
  if (user.banned) return null;
  const role = (STAFF_ROLES as readonly string[]).includes(user.role ?? '')
    ? (user.role as Role)
    : null;
  if (!role) return null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role,
    enrolled: Boolean(user.twoFactorEnabled),
    passwordChangeDue: Boolean(user.passwordChangeDue),
    signedInAt: new Date(session.createdAt).getTime(),
    sessionId: session.id,
    address: vouchedAddressOf(headers) ?? null,
  };
}

/** True when the request carries a console session cookie (valid or not). */
function hasSessionCookie(headers: Headers): boolean {
  return /(?:^|;\s*)(?:__Host-)?staff\.session_token=/.test(headers.get('cookie') ?? '');
}

export type Decision =
  | { outcome: 'ok' }
  | { outcome: 'signIn' }
  | { outcome: 'enrol' }
  | { outcome: 'changePassword' }
  | { outcome: 'forbidden' };

/**
 * What a request with this user gets from a route with this access (pages and calls alike).
 * `openWhilePasswordDue`: the route stays open to someone whose new password is due (decision 191).
 */
export function decide(
  access: Access,
  user: StaffUser | null,
  openWhilePasswordDue = false,
): Decision {
  if (access === 'public') return { outcome: 'ok' };
  if (!user) return { outcome: 'signIn' };
  if (access === 'signedIn') return { outcome: 'ok' };
  if (!user.enrolled) return { outcome: 'enrol' };
  if (!access.includes(user.role)) return { outcome: 'forbidden' };
  return user.passwordChangeDue && !openWhilePasswordDue
    ? { outcome: 'changePassword' }
    : { outcome: 'ok' };
}

/**
 * For a page: the signed-in user with access. Signed out (or not enrolled yet) redirects to
 * sign-in (or enrolment), and one whose new password is due to Your account; a role without
 * access gets the console's 403 page (forbidden.tsx), answered with status 403.
 */
export async function requirePage(page: StaffPage): Promise<StaffUser> {
  const headers = await requestHeaders();
  const user = await staffFromHeaders(headers);
  const decision = decide(STAFF_PAGES[page], user, OPEN_WHILE_PASSWORD_DUE.has(page));
  // A cookie without a live session: it ended by itself (idle or too old), so the sign-in page
  // says so (decision 116). Signing out removes the cookie.
  if (decision.outcome === 'signIn')
    redirect(hasSessionCookie(headers) ? '/staff/sign-in?ended=inactive' : '/staff/sign-in');
  if (decision.outcome === 'enrol') redirect('/staff/enrol');
  if (decision.outcome === 'changePassword') redirect('/staff/account');
  if (decision.outcome === 'forbidden') forbidden();
  return user!;
}

/** The signed-in user of this page request, without any check (for the 403 page's frame). */
export async function currentStaff(): Promise<StaffUser | null> {
  return staffFromHeaders(await requestHeaders());
}

/** For a call: the signed-in user with access, or a 401/403 answer thrown as StaffApiError. */
export async function requireCall(request: Request, call: StaffCall): Promise<StaffUser> {
  return requireAccess(request, STAFF_CALLS[call], STEP_UP_CALLS.has(call));
}

/**
 * The signed-in user of a call if `access` admits them, else a 401/403 StaffApiError. With
 * `stepUp`, the sign-in must also be recent (STEP_UP_SECONDS): 403 with `stepUp: true` otherwise.
 * `openWhilePasswordDue` as for decide.
 */
export async function requireAccess(
  request: Request,
  access: Access,
  stepUp = false,
  openWhilePasswordDue = false,
): Promise<StaffUser> {
  const user = await staffFromHeaders(request.headers);
  const decision = decide(access, user, openWhilePasswordDue);
  if (decision.outcome === 'signIn') throw new StaffApiError(401, STAFF_MESSAGES.signedOut);
  if (decision.outcome === 'enrol')
    throw new StaffApiError(401, 'Set up your authenticator before using the console.');
  if (decision.outcome === 'changePassword')
    throw new StaffApiError(403, STAFF_MESSAGES.passwordChangeDue);
  if (decision.outcome === 'forbidden') throw new StaffApiError(403, STAFF_MESSAGES.forbidden);
  if (stepUp) requireRecentSignIn(user!);
  return user!;
}
