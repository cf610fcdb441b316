import 'server-only';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { admin, TWO_FACTOR_ERROR_CODES, twoFactor } from 'better-auth/plugins';
import { passkey } from '@better-auth/passkey';
import { site } from '@/content/site';
import { database, dialect } from '../db/client';
import type { Db } from '../db/client';
import { keyedFingerprint } from '../crypto/field-encryption';
import { env } from '../env';
import { hitRateLimit } from '../http/rate-limit';
import { log } from '../log';
import { kickDelivery } from '../outbox/outbox';
import { writeAudit } from './audit';
import { STAFF_AUTH_BASE_PATH, STAFF_MESSAGES } from './constants';
import { clearFailures, lockedUntil, recordFailure } from './lock-out';
import { endPendingSignIns } from './pending-sign-ins';
import {
  isCommonPassword,
  passwordOf,
  refuseCommonPassword,
  setPasswordChangeDue,
} from './breached-passwords';
import { sendAccountNotice } from './notice-mail';
import { staffPasswordHashing } from './password-hash';
import { acceptedStep, claimStep } from './totp-steps';
import {
  checkPasskeyName,
  refuseInactiveOwner,
  refuseKnownCredential,
  requireUserVerified,
} from './passkeys';

/**
 * A session's expiry moves forward on a request at most this often, so not every call writes: a
 * session then ends between STAFF_SESSION_IDLE_MINUTES less a minute and that many minutes after
 * its last request (decision 116).
 */
export const SESSION_REFRESH_SECONDS = 60;
/**
 * What lasts (a passkey, an authenticator, an account change) needs a sign-in this recent: the
 * library's `freshAge`, counted from the session's creation, which is its sign-in (decision 118).
 */
export const STEP_UP_SECONDS = 5 * 60;
/** Set-up and reset links are valid this long. */
export const SET_UP_LINK_SECONDS = 24 * 60 * 60;

function authSecret(): string {
  return env().STAFF_AUTH_SECRET ?? keyedFingerprint('staff console session signing key');
}

function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : '';
}

/** The calls that take a second factor; none of them may trust the device for later sign-ins. */
const SECOND_FACTOR_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
]);

function refuseTrustDevice(body: unknown): void {
  const trust = (body as { trustDevice?: unknown } | undefined)?.trustDevice;
  if (trust !== undefined && trust !== false)
    throw new APIError('BAD_REQUEST', { message: STAFF_MESSAGES.noTrustedDevices });
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Whose second factor this is: the signed-in account confirming its first code (enrolment), or
 * the account of the half-finished sign-in the library's two-factor cookie names. A session of an
 * account already enrolled has had its second factor: the call is refused, so it can neither
 * guess codes without a limit nor write a sign-in that did not happen (decision 181).
 */
async function secondFactorOwner(ctx: HookContext): Promise<string | null> {
  const signedIn = await getSessionFromCtx(ctx);
  if (signedIn) {
    if (signedIn.user.twoFactorEnabled)
      throw new APIError('BAD_REQUEST', { message: STAFF_MESSAGES.alreadySignedIn });
    return signedIn.user.id;
  }
  const cookie = ctx.context.createAuthCookie('two_factor');
  const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!pending) return null;
  const found = await ctx.context.internalAdapter.findVerificationValue(pending);
  return found?.value ?? null;
}

/** At most one mail an hour per account about codes used again (decision 185). */
const REPLAY_NOTICE_LIMIT = { max: 1, windowSeconds: 60 * 60 };

/** What the owner is told when a code already used is given again (decision 185). */
const REPLAY_NOTICE = {
  subject: 'A refused sign-in to your staff console account',
  change:
    'Someone gave your staff console password, then an authenticator code that had already been used, and was refused',
};

/**
 * A code from the authenticator is good for one sign-in: its time step must be newer than the
 * last one accepted for the account. A code used before is answered as the library answers a
 * wrong one, audited, and told to the account's owner: whoever gave it had the password and had
 * seen a code (decision 185).
 */
async function refuseUsedCode(
  db: Db,
  ctx: HookContext,
  userId: string,
  address: string | null,
): Promise<void> {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string') return;
  const step = await acceptedStep(db, userId, code, ctx.context.secretConfig);
  if (step === null || (await claimStep(db, userId, step))) return;
  const owner = await db
    .selectFrom('staff_users')
    .select(['id', 'email', 'name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  await writeAudit(db, {
    action: 'sign-in.second-factor-failed',
    actor: null,
    subject: owner?.email ?? null,
    detail: 'password+totp: a code already used',
    address,
  });
  const notice = await hitRateLimit(`staff-replay-notice:${userId}`, REPLAY_NOTICE_LIMIT, db);
  if (notice.allowed)
    await noticeToOwner(db, owner, REPLAY_NOTICE.change, address, REPLAY_NOTICE.subject);
  throw APIError.from('UNAUTHORIZED', TWO_FACTOR_ERROR_CODES.INVALID_CODE);
}

/** Mail the person about a lasting change to their account (decision 118) or a refused sign-in. */
async function noticeToOwner(
  db: Db,
  user: { id: string; email: string; name: string } | undefined,
  change: string,
  address: string | null,
  subject?: string,
): Promise<void> {
  if (!user) return;
  await sendAccountNotice(db, {
    to: user.email,
    name: user.name,
    userId: user.id,
    change,
    address,
    subject,
  });
  kickDelivery();
}

// What the before hook learnt for the after hook, by the request's parsed body (one per call).
const passkeyNames = new WeakMap<object, string>();
const setUpLinkOwners = new WeakMap<object, { id: string; email: string; name: string }>();

/** The name of the passkey about to be removed, for the audit log and the owner's mail. */
async function rememberPasskeyName(db: Db, body: unknown): Promise<void> {
  const id = (body as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' || typeof body !== 'object' || body === null) return;
  const row = await db
    .selectFrom('staff_passkeys')
    .select('name')
    .where('id', '=', id)
    .executeTakeFirst();
  if (row?.name) passkeyNames.set(body, row.name);
}

/** Whose set-up link this is (the library's reset token), for the audit log and their notice. */
async function rememberSetUpLink(db: Db, body: unknown): Promise<void> {
  const token = (body as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string' || typeof body !== 'object' || body === null) return;
  const owner = await db
    .selectFrom('staff_verifications')
    .innerJoin('staff_users', 'staff_users.id', 'staff_verifications.value')
    .select(['staff_users.id', 'staff_users.email', 'staff_users.name'])
    .where('staff_verifications.identifier', '=', `reset-password:${token}`)
    .executeTakeFirst();
  if (owner) setUpLinkOwners.set(body, owner);
}

/** Removes the session token from a sign-in's answer, at the top level and in its session. */
function withoutToken(returned: unknown): void {
  if (typeof returned !== 'object' || returned === null) return;
  const answer = returned as { token?: unknown; session?: { token?: unknown } | null };
  delete answer.token;
  if (typeof answer.session === 'object' && answer.session !== null) delete answer.session.token;
}

function createAuth(db: Db) {
  const { siteUrl, STAFF_SESSION_IDLE_MINUTES, STAFF_SIGN_IN_PER_MINUTE } = env();
  const secureCookies = siteUrl.startsWith('https://');
  return betterAuth({
    appName: `${site.name} staff`,
    baseURL: siteUrl,
    basePath: STAFF_AUTH_BASE_PATH,
    secret: authSecret(),
    trustedOrigins: [siteUrl],
    database: { db, type: dialect() },
    // Staff are added by an administrator only (npm run ops -- staff add, or the console).
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: SET_UP_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Keyed with the console's secret, then scrypt (decision 183).
      password: staffPasswordHashing(authSecret(), db),
    },
    user: {
      modelName: 'staff_users',
      additionalFields: {
        // A new password is due before the console opens (decision 191): read with every session.
        passwordChangeDue: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    session: {
      modelName: 'staff_sessions',
      expiresIn: STAFF_SESSION_IDLE_MINUTES * 60,
      updateAge: Math.min(SESSION_REFRESH_SECONDS, STAFF_SESSION_IDLE_MINUTES * 30),
      freshAge: STEP_UP_SECONDS,
      // Every request reads the session from the database, so sign-out everywhere and a disabled
      // account take effect at once on every server.
      cookieCache: { enabled: false },
    },
    account: { modelName: 'staff_accounts' },
    verification: { modelName: 'staff_verifications' },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'staff_rate_limits',
      window: 60,
      max: 120,
      customRules: {
        '/sign-in/email': { window: 60, max: STAFF_SIGN_IN_PER_MINUTE },
        '/two-factor/*': { window: 60, max: STAFF_SIGN_IN_PER_MINUTE },
        '/reset-password': { window: 60, max: STAFF_SIGN_IN_PER_MINUTE },
        '/change-password': { window: 60, max: STAFF_SIGN_IN_PER_MINUTE },
        '/passkey/generate-authenticate-options': {
          window: 60,
          max: STAFF_SIGN_IN_PER_MINUTE,
        },
        '/passkey/verify-authentication': { window: 60, max: STAFF_SIGN_IN_PER_MINUTE },
      },
    },
    advanced: {
      // On https every console cookie is `__Host-staff.…`: Secure, for the whole site and no
      // domain, so no other host (a subdomain included) can set or replace it (ASVS 3.4.4,
      // decision 187). The library's own prefix is `__Secure-`, so it is turned off and ours given
      // in its place; on plain http (development, the tests) the cookies are `staff.…`.
      useSecureCookies: false,
      cookiePrefix: secureCookies ? '__Host-staff' : 'staff',
      // The route handler puts the address scripts/server.mts took from the connection here.
      ipAddress: { ipAddressHeaders: ['x-client-address'] },
      defaultCookieAttributes: {
        sameSite: 'lax',
        httpOnly: true,
        path: '/',
        secure: secureCookies,
      },
    },
    telemetry: { enabled: false },
    // The library's messages (a refused passkey among them) go to the site's JSON log.
    logger: {
      log: (level, message, ...args) =>
        log[level]({ err: args.find((a) => a instanceof Error) }, `staff auth: ${message}`),
    },
    plugins: [
      twoFactor({
        issuer: `${site.name} staff`,
        schema: { twoFactor: { modelName: 'staff_two_factors' } },
      }),
      admin({ adminRoles: ['admin'], defaultRole: 'sales' }),
      // Passkeys (decision 085): the relying party is the site's own address, never the origin a
      // request claims. A passkey sign-in stands for both factors, so the authenticator must
      // have verified the person (PIN or biometrics) at registration and at every sign-in.
      passkey({
        rpID: new URL(siteUrl).hostname,
        rpName: `${site.name} staff`,
        origin: siteUrl,
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        schema: { passkey: { modelName: 'staff_passkeys' } },
        advanced: { webAuthnChallengeCookie: 'passkey_challenge' },
        registration: {
          afterVerification: async ({ verification }) => {
            requireUserVerified(verification.registrationInfo?.userVerified);
            await refuseKnownCredential(db, verification.registrationInfo?.credential.id);
          },
        },
        authentication: {
          afterVerification: async ({ verification, clientData }) => {
            requireUserVerified(verification.authenticationInfo.userVerified);
            await refuseInactiveOwner(db, clientData.id);
          },
        },
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // The library takes any name; the console's limits are checked before it runs.
        if (ctx.path === '/passkey/verify-registration') return checkPasskeyName(ctx.body);
        if (ctx.path === '/passkey/delete-passkey') return rememberPasskeyName(db, ctx.body);
        const address = ctx.request?.headers.get('x-client-address') ?? null;
        if (SECOND_FACTOR_PATHS.has(ctx.path)) {
          // The second factor is asked at every sign-in: no device is trusted (decision 114).
          refuseTrustDevice(ctx.body);
          const owner = await secondFactorOwner(ctx);
          if (owner && ctx.path === '/two-factor/verify-totp')
            await refuseUsedCode(db, ctx, owner, address);
          return;
        }
        if (ctx.path === '/reset-password') {
          refuseCommonPassword(ctx.body);
          return rememberSetUpLink(db, ctx.body);
        }
        if (ctx.path === '/change-password') {
          refuseCommonPassword(ctx.body);
          // Every other session of the person ends with the old password, whatever the page
          // asked; this one goes on in a new session (decision 159).
          return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
        }
        if (ctx.path !== '/sign-in/email') return;
        const until = await lockedUntil(db, emailOf(ctx.body), address);
        if (until !== null) {
          await writeAudit(db, {
            action: 'sign-in.locked',
            subject: emailOf(ctx.body).trim().toLowerCase().slice(0, 254),
            address,
          });
          throw new APIError('TOO_MANY_REQUESTS', { message: STAFF_MESSAGES.locked });
        }
        // "Don't remember me" would give a fixed 24-hour session that is never refreshed, outside
        // the idle limit (decision 181); a sign-in always gets the console's own session. The
        // callback address is the page's to choose after sign-in, never the answer's to echo.
        if (typeof ctx.body === 'object' && ctx.body !== null) {
          const body = ctx.body as Record<string, unknown>;
          delete body.callbackURL;
          return { context: { body: { ...body, rememberMe: true } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const address = ctx.request?.headers.get('x-client-address') ?? null;
        const returned = ctx.context.returned;
        const failed = returned instanceof APIError;
        // The session token lives in the HttpOnly cookie only, never in an answer a script can
        // read (decision 115).
        if (!failed) withoutToken(returned);
        if (ctx.path === '/sign-in/email') {
          const email = emailOf(ctx.body).trim().toLowerCase().slice(0, 254);
          if (failed) {
            if (returned.statusCode === 401) {
              await recordFailure(db, email, address);
              await writeAudit(db, { action: 'sign-in.failed', subject: email, address });
            }
          } else {
            await clearFailures(db, email, address);
            const user = ctx.context.newSession?.user;
            // Enrolled accounts go on to the second factor; one not yet enrolled gets a session
            // that opens the enrolment page only.
            const enrolled = Boolean(user?.twoFactorEnabled);
            // A password on the common-password list (set before it was checked, or listed since)
            // still signs in, and must be changed before the console opens (decision 191).
            const common = isCommonPassword(passwordOf(ctx.body));
            if (user && common) await setPasswordChangeDue(db, user.id, true);
            const signedInWith = enrolled
              ? 'password; second factor next'
              : 'password only, not enrolled';
            await writeAudit(db, {
              action: enrolled ? 'sign-in.password' : 'sign-in.not-enrolled',
              actor: user ? { id: user.id, email: user.email } : null,
              subject: email,
              detail: common
                ? `${signedInWith}; the password is on the common-password list: a new one is due`
                : signedInWith,
              address,
            });
          }
        } else if (
          ctx.path === '/two-factor/verify-totp' ||
          ctx.path === '/two-factor/verify-backup-code'
        ) {
          // A sign-in is a new session; a refusal says whose it was when the library knows.
          const user = ctx.context.newSession?.user ?? (failed ? ctx.context.session?.user : null);
          if (!failed && !user) return;
          await writeAudit(db, {
            action: failed ? 'sign-in.second-factor-failed' : 'sign-in',
            actor: user ? { id: user.id, email: user.email } : null,
            subject: user?.email ?? null,
            detail: ctx.path.endsWith('totp') ? 'password+totp' : 'password+recovery-code',
            address,
          });
        } else if (ctx.path === '/passkey/verify-authentication') {
          const user = ctx.context.newSession?.user;
          await writeAudit(db, {
            action: failed ? 'sign-in.failed' : 'sign-in',
            actor: user ? { id: user.id, email: user.email } : null,
            subject: user?.email ?? null,
            detail: failed ? `passkey: ${returned.message}` : 'passkey',
            address,
          });
        } else if (
          (ctx.path === '/passkey/verify-registration' || ctx.path === '/passkey/delete-passkey') &&
          !failed
        ) {
          const user = ctx.context.session?.user;
          const body = ctx.body as { name?: string; id?: string } | undefined;
          const added = ctx.path === '/passkey/verify-registration';
          const name = added ? body?.name?.trim() : passkeyNames.get(ctx.body as object);
          await writeAudit(db, {
            action: added ? 'passkey.add' : 'passkey.remove',
            actor: user ? { id: user.id, email: user.email } : null,
            subject: user?.email ?? null,
            detail: added ? name : `${name ?? 'passkey'} (${body?.id})`,
            address,
          });
          await noticeToOwner(
            db,
            user,
            `A passkey named “${name ?? 'Passkey'}” was ${added ? 'added to' : 'removed from'} your staff console account`,
            address,
          );
        } else if (ctx.path === '/two-factor/enable' && !failed) {
          const user = ctx.context.session?.user;
          await writeAudit(db, {
            action: 'authenticator.enrol',
            actor: user ? { id: user.id, email: user.email } : null,
            subject: user?.email ?? null,
            address,
          });
          await noticeToOwner(
            db,
            user,
            'A new authenticator app was set up for your staff console account',
            address,
          );
        } else if (ctx.path === '/reset-password') {
          const owner = setUpLinkOwners.get(ctx.body as object);
          await writeAudit(db, {
            action: failed ? 'staff.password-set.failed' : 'staff.password-set',
            actor: owner && !failed ? { id: owner.id, email: owner.email } : null,
            subject: owner?.email ?? null,
            detail: failed ? returned.message : 'password set with a set-up link',
            address,
          });
          // A password set with a link was checked against the list: none is due any more.
          if (!failed && owner) await setPasswordChangeDue(db, owner.id, false);
          // The owner is told, as of every other change to how they sign in (ASVS 2.2.3).
          if (!failed)
            await noticeToOwner(
              db,
              owner,
              'A password was set for your staff console account with its set-up link',
              address,
            );
        } else if (ctx.path === '/change-password') {
          // The library makes a new session only when the password was changed; a refusal of the
          // body's shape does not come back as an APIError, so that is the sign of success.
          const changedFor = ctx.context.newSession?.user;
          const user =
            changedFor ?? ctx.context.session?.user ?? (await getSessionFromCtx(ctx))?.user;
          const refusal =
            returned instanceof Error ? returned.message : 'refused: not a password change';
          await writeAudit(db, {
            action: changedFor ? 'password.change' : 'password.change.failed',
            actor: user ? { id: user.id, email: user.email } : null,
            subject: user?.email ?? null,
            detail: changedFor ? 'with the current password; other sessions ended' : refusal,
            address,
          });
          if (changedFor) {
            await setPasswordChangeDue(db, changedFor.id, false);
            // Sessions were ended by the library; half-finished sign-ins and set-up links end too.
            await db.deleteFrom('staff_verifications').where('value', '=', changedFor.id).execute();
            await noticeToOwner(
              db,
              changedFor,
              'The password of your staff console account was changed',
              address,
            );
          }
        } else if (ctx.path === '/revoke-sessions' && !failed) {
          const user = ctx.context.session?.user;
          // Sign-out everywhere also ends what would let a sign-in resume without the password.
          if (user) await endPendingSignIns(db, user.id);
          await writeAudit(db, {
            action: 'sign-out.everywhere',
            actor: user ? { id: user.id, email: user.email } : null,
            address,
          });
        }
      }),
    },
  });
}

export type StaffAuth = ReturnType<typeof createAuth>;

// One instance per database client: tests and operator commands close and reopen the database.
const instances = new WeakMap<Db, StaffAuth>();

/** The staff console's authentication, on the site's database. */
export async function staffAuth(): Promise<StaffAuth> {
  const db = await database();
  let auth = instances.get(db);
  if (!auth) {
    auth = createAuth(db);
    instances.set(db, auth);
  }
  return auth;
}
