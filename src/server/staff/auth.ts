import 'server-only';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, twoFactor } from 'better-auth/plugins';
import { passkey } from '@better-auth/passkey';
import { site } from '@/content/site';
import { database, dialect } from '../db/client';
import type { Db } from '../db/client';
import { keyedFingerprint } from '../crypto/field-encryption';
import { env } from '../env';
import { log } from '../log';
import { writeAudit } from './audit';
import { STAFF_AUTH_BASE_PATH, STAFF_MESSAGES } from './constants';
import { clearFailures, lockedUntil, recordFailure } from './lock-out';
import { endPendingSignIns } from './pending-sign-ins';
import {
  checkPasskeyName,
  refuseInactiveOwner,
  refuseKnownCredential,
  requireUserVerified,
} from './passkeys';

/** Sessions end after this long without a request (spec: 12 hours idle). */
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
/** A session's expiry moves forward on a request at most this often, so not every page writes. */
export const SESSION_REFRESH_SECONDS = 5 * 60;
/** Set-up and reset links are valid this long. */
export const SET_UP_LINK_SECONDS = 24 * 60 * 60;
/** Sign-in attempts per client address and minute. */
export const SIGN_IN_PER_ADDRESS_PER_MINUTE = 10;

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

/** Removes the session token from a sign-in's answer, at the top level and in its session. */
function withoutToken(returned: unknown): void {
  if (typeof returned !== 'object' || returned === null) return;
  const answer = returned as { token?: unknown; session?: { token?: unknown } | null };
  delete answer.token;
  if (typeof answer.session === 'object' && answer.session !== null) delete answer.session.token;
}

function createAuth(db: Db) {
  const { siteUrl } = env();
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
    },
    user: { modelName: 'staff_users' },
    session: {
      modelName: 'staff_sessions',
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
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
        '/sign-in/email': { window: 60, max: SIGN_IN_PER_ADDRESS_PER_MINUTE },
        '/two-factor/*': { window: 60, max: SIGN_IN_PER_ADDRESS_PER_MINUTE },
        '/reset-password': { window: 60, max: SIGN_IN_PER_ADDRESS_PER_MINUTE },
        '/passkey/generate-authenticate-options': {
          window: 60,
          max: SIGN_IN_PER_ADDRESS_PER_MINUTE,
        },
        '/passkey/verify-authentication': { window: 60, max: SIGN_IN_PER_ADDRESS_PER_MINUTE },
      },
    },
    advanced: {
      cookiePrefix: 'staff',
      // The route handler puts the address scripts/server.mjs took from the connection here.
      ipAddress: { ipAddressHeaders: ['x-client-address'] },
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, path: '/staff' },
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
        // The second factor is asked at every sign-in: no device is trusted (decision 114).
        if (SECOND_FACTOR_PATHS.has(ctx.path)) return refuseTrustDevice(ctx.body);
        if (ctx.path !== '/sign-in/email') return;
        const until = await lockedUntil(db, emailOf(ctx.body));
        if (until !== null) {
          await writeAudit(db, {
            action: 'sign-in.locked',
            subject: emailOf(ctx.body).trim().toLowerCase().slice(0, 254),
            address: ctx.request?.headers.get('x-client-address') ?? null,
          });
          throw new APIError('TOO_MANY_REQUESTS', { message: STAFF_MESSAGES.locked });
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
              await recordFailure(db, email);
              await writeAudit(db, { action: 'sign-in.failed', subject: email, address });
            }
          } else {
            await clearFailures(db, email);
            const user = ctx.context.newSession?.user;
            const twoFactorNeeded =
              typeof returned === 'object' && returned !== null && 'twoFactorRedirect' in returned;
            await writeAudit(db, {
              action: twoFactorNeeded ? 'sign-in.password' : 'sign-in',
              actor: user ? { id: user.id, email: user.email } : null,
              subject: email,
              address,
            });
          }
        } else if (
          ctx.path === '/two-factor/verify-totp' ||
          ctx.path === '/two-factor/verify-backup-code'
        ) {
          const user = ctx.context.newSession?.user ?? ctx.context.session?.user;
          await writeAudit(db, {
            action: failed ? 'sign-in.second-factor-failed' : 'sign-in',
            actor: user ? { id: user.id, email: user.email } : null,
            detail: ctx.path.endsWith('totp') ? 'authenticator code' : 'recovery code',
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
          await writeAudit(db, {
            action: added ? 'passkey.add' : 'passkey.remove',
            actor: user ? { id: user.id, email: user.email } : null,
            subject: user?.email ?? null,
            detail: added ? body?.name?.trim() : body?.id,
            address,
          });
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
