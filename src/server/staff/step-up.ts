import 'server-only';
import { STEP_UP_SECONDS } from './auth';
import { STAFF_MESSAGES } from './constants';
import { StaffApiError } from './http';
import type { StaffUser } from './session';

/**
 * A 403 with `stepUp: true` unless this session's sign-in is within STEP_UP_SECONDS (decision
 * 118). Kept apart from session.ts, whose page helpers need Next, so the operator command's
 * exports can load it.
 */
export function requireRecentSignIn(user: Pick<StaffUser, 'signedInAt'>): void {
  if (Date.now() - user.signedInAt >= STEP_UP_SECONDS * 1000)
    throw new StaffApiError(403, STAFF_MESSAGES.stepUp, { stepUp: true });
}
