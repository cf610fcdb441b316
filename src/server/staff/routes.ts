import type { Role } from './constants';

/**
 * Every page and call of the console with the roles that may use it. Pages and route handlers
 * read their roles from here, and the role-matrix test lists the files under src/app/staff and
 * fails on any that is missing, so a new route cannot be left unchecked.
 *
 * `public`: reachable signed out (sign-in, set-up link). `signedIn`: any signed-in account, even
 * before its authenticator is enrolled (the enrolment page). Otherwise the roles that may use it,
 * after sign-in with the second factor.
 */
export type Access = 'public' | 'signedIn' | readonly Role[];

const ALL: readonly Role[] = ['admin', 'sales', 'accounts'];

export const STAFF_PAGES = {
  '/staff': ALL,
  '/staff/sign-in': 'public',
  '/staff/set-up': 'public',
  '/staff/enrol': 'signedIn',
  '/staff/items/[kind]/[id]': ALL,
  '/staff/audit': ['admin'],
  '/staff/fuel-levy': ['admin'],
  /** The zone rate cards (decision 127): sales see them, accounts and admin change them. */
  '/staff/rates': ALL,
  '/staff/outbox': ['admin'],
  /** A person's data handed over or erased (decision 139). */
  '/staff/privacy': ['admin'],
  '/staff/exports': ALL,
  '/staff/accounts': ['admin'],
  /** The signed-in person's own account: their passkeys (decision 085). */
  '/staff/account': ALL,
} as const satisfies Record<string, Access>;

export const STAFF_CALLS = {
  '/staff/api/auth/[...all]': 'public',
  '/staff/api/items/[kind]/[id]/state': ALL,
  '/staff/api/items/[kind]/[id]/notes': ALL,
  '/staff/api/credit/[id]/reveal': ['admin', 'accounts'],
  '/staff/api/credit/[id]/signature/[which]': ['admin', 'accounts'],
  '/staff/api/credit/[id]/pdf': ['admin', 'accounts'],
  '/staff/api/fuel-levy/save': ['admin'],
  '/staff/api/fuel-levy/remove-samples': ['admin'],
  '/staff/api/rates/import': ['admin', 'accounts'],
  '/staff/api/rates/publish': ['admin', 'accounts'],
  '/staff/api/rates/withdraw': ['admin', 'accounts'],
  /** A card's zones.csv, lanes.csv or surcharges.csv (GET, a download). */
  '/staff/api/rates/[card]/[file]': ALL,
  '/staff/api/outbox/retry': ['admin'],
  '/staff/api/privacy/export': ['admin'],
  '/staff/api/privacy/erase': ['admin'],
  '/staff/api/accounts/add': ['admin'],
  '/staff/api/accounts/reset': ['admin'],
  '/staff/api/accounts/disable': ['admin'],
  /** One of your own other sessions ended, from your account page (decision 188). */
  '/staff/api/sessions/end': ALL,
  /** A booking along its timeline (decision 098): the roles that work on bookings. */
  '/staff/api/bookings/[id]/status': ['admin', 'sales'],
  /** A booking's pickup day and window moved (decision 161): the same roles. */
  '/staff/api/bookings/[id]/pickup': ['admin', 'sales'],
  /** Each export also names its roles (src/server/staff/exports.ts). */
  '/staff/api/export/[dataset]': ALL,
} as const satisfies Record<string, Access>;

/**
 * The authentication library's calls (under `/staff/api/auth/[...all]`) that need more than
 * `public`, by method and path: a passkey is added or removed only by a signed-in account whose
 * authenticator is enrolled, never by a password alone (decision 085).
 */
export const STAFF_AUTH_CALLS = {
  'GET /passkey/generate-register-options': ALL,
  'POST /passkey/verify-registration': ALL,
  'POST /passkey/delete-passkey': ALL,
  /** Enrolling an authenticator: any signed-in account, the first time right after its password. */
  'POST /two-factor/enable': 'signedIn',
  /** Sign out everywhere: checked by the console too, so a session past its 12 hours cannot. */
  'POST /revoke-sessions': 'signedIn',
  /** Your own password, with the current one (decision 159). */
  'POST /change-password': ALL,
} as const satisfies Record<string, Access>;

/**
 * What lasts needs a sign-in within the last STEP_UP_SECONDS (decision 118): a passkey added or
 * removed, an authenticator enrolled, your own password changed, and every change an
 * administrator makes to accounts. So do bank details shown, a person's data handed over or erased
 * (decision 181), and another of your sessions ended (decision 188); an export with bank details
 * asks for it in src/server/staff/exports.ts.
 */
export const STEP_UP_CALLS: ReadonlySet<string> = new Set([
  'POST /change-password',
  'GET /passkey/generate-register-options',
  'POST /passkey/verify-registration',
  'POST /passkey/delete-passkey',
  'POST /two-factor/enable',
  '/staff/api/accounts/add',
  '/staff/api/accounts/reset',
  '/staff/api/accounts/disable',
  '/staff/api/credit/[id]/reveal',
  '/staff/api/privacy/export',
  '/staff/api/privacy/erase',
  '/staff/api/sessions/end',
]);

export type StaffPage = keyof typeof STAFF_PAGES;
export type StaffCall = keyof typeof STAFF_CALLS;

/**
 * Which kinds of submission a role works on (spec: sales the leads, accounts the credit; bookings
 * are sales' work, decision 097).
 */
export const KINDS_BY_ROLE: Record<Role, readonly string[]> = {
  admin: ['contact', 'home_quote', 'quote', 'credit', 'booking'],
  sales: ['contact', 'home_quote', 'quote', 'booking'],
  accounts: ['credit'],
};

/**
 * What stays open to someone whose new password is due (decision 191): Your account, and changing
 * the password there. Signing out, and everything open to any signed-in account, stay open too.
 */
export const OPEN_WHILE_PASSWORD_DUE: ReadonlySet<string> = new Set([
  '/staff/account',
  'POST /change-password',
] satisfies (StaffPage | keyof typeof STAFF_AUTH_CALLS)[]);
