import 'server-only';
import { forbidden, redirect } from 'next/navigation';
import { headers as requestHeaders } from 'next/headers';
import { staffAuth } from './auth';
import { STAFF_MESSAGES, STAFF_ROLES } from './constants';
import type { Role } from './constants';
import { StaffApiError } from './http';
import { STAFF_CALLS, STAFF_PAGES } from './routes';
import type { Access, StaffCall, StaffPage } from './routes';

export type StaffUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** True once the authenticator is enrolled; until then only the enrolment page opens. */
  enrolled: boolean;
};

/** The signed-in staff member of a request, from the session in the database, or null. */
export async function staffFromHeaders(headers: Headers): Promise<StaffUser | null> {
  const auth = await staffAuth();
  const found = await auth.api.getSession({ headers });
  if (!found) return null;
  const { user } = found;
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
  };
}

export type Decision =
  { outcome: 'ok' } | { outcome: 'signIn' } | { outcome: 'enrol' } | { outcome: 'forbidden' };

/** What a request with this user gets from a route with this access (pages and calls alike). */
export function decide(access: Access, user: StaffUser | null): Decision {
  if (access === 'public') return { outcome: 'ok' };
  if (!user) return { outcome: 'signIn' };
  if (access === 'signedIn') return { outcome: 'ok' };
  if (!user.enrolled) return { outcome: 'enrol' };
  return access.includes(user.role) ? { outcome: 'ok' } : { outcome: 'forbidden' };
}

/**
 * For a page: the signed-in user with access. Signed out (or not enrolled yet) redirects to
 * sign-in (or enrolment); a role without access gets the console's 403 page (forbidden.tsx),
 * answered with status 403.
 */
export async function requirePage(page: StaffPage): Promise<StaffUser> {
  const user = await staffFromHeaders(await requestHeaders());
  const decision = decide(STAFF_PAGES[page], user);
  if (decision.outcome === 'signIn') redirect('/staff/sign-in');
  if (decision.outcome === 'enrol') redirect('/staff/enrol');
  if (decision.outcome === 'forbidden') forbidden();
  return user!;
}

/** The signed-in user of this page request, without any check (for the 403 page's frame). */
export async function currentStaff(): Promise<StaffUser | null> {
  return staffFromHeaders(await requestHeaders());
}

/** For a call: the signed-in user with access, or a 401/403 answer thrown as StaffApiError. */
export async function requireCall(request: Request, call: StaffCall): Promise<StaffUser> {
  return requireAccess(request, STAFF_CALLS[call]);
}

/** The signed-in user of a call if `access` admits them, else a 401/403 StaffApiError. */
export async function requireAccess(request: Request, access: Access): Promise<StaffUser> {
  const user = await staffFromHeaders(request.headers);
  const decision = decide(access, user);
  if (decision.outcome === 'signIn') throw new StaffApiError(401, STAFF_MESSAGES.signedOut);
  if (decision.outcome === 'enrol')
    throw new StaffApiError(401, 'Set up your authenticator before using the console.');
  if (decision.outcome === 'forbidden') throw new StaffApiError(403, STAFF_MESSAGES.forbidden);
  return user!;
}
