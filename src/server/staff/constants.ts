// Names and messages shared by the console's server code and its pages (no server imports here).

/** Where the authentication library answers, under the console's own path. */
export const STAFF_AUTH_BASE_PATH = '/staff/api/auth';

export const STAFF_ROLES = ['admin', 'sales', 'accounts'] as const;
export type Role = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  sales: 'Sales',
  accounts: 'Accounts',
};

/** Messages a signing-in visitor sees; none says whether an account exists. */
export const STAFF_MESSAGES = {
  signInFailed: 'That e-mail address and password do not match an active staff account.',
  locked:
    'Too many failed sign-ins for this e-mail address from this connection. Wait a few minutes and try again, or sign in with a passkey.',
  tooMany: 'Too many attempts from this connection. Please wait a minute and try again.',
  codeFailed: 'That code is not right. Check the time on your phone and try the newest code.',
  linkInvalid:
    'This set-up link has expired or has already been used. Ask an administrator for a new one.',
  stale:
    'Someone else changed this item while you were looking at it. The page now shows their change; make yours again if it still applies.',
  forbidden: 'Your role does not give access to this part of the console.',
  forbiddenPage: 'You do not have access to this page',
  notFound:
    'It may have been erased at the request of the person it is about or at the end of its retention period, or the address may be mistyped.',
  notFoundPage: 'This item is not in the console',
  signedOut: 'Please sign in.',
  passkeyFailed:
    'That passkey did not sign you in. Try it again, or sign in with your e-mail address and password.',
  noTrustedDevices:
    'The console asks for the second factor at every sign-in; it does not remember devices.',
  stepUp:
    'This needs a recent sign-in, within the last 5 minutes. Sign in again, then try once more.',
  alreadySignedIn: 'You are already signed in.',
  signInToReturn: 'Sign in again and the console takes you back to the page you were on.',
  passwordBreached:
    'That password is on a list of passwords known from data breaches, so it would be guessed early. Choose another: a few unrelated words work well.',
  passwordChangeDue:
    'Your password is on a list of passwords known from data breaches, so it could be guessed. Choose a new one under Your account before going on.',
  signedOutInactive: 'You were signed out after inactivity. Sign in again to continue.',
  passkeyCancelled: 'The passkey was not used: it was cancelled or took too long.',
} as const;

/** Longest name of a passkey ("Work phone"), which is how the console lists it. */
export const PASSKEY_NAME_MAX = 60;
