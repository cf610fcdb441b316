import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { database } from '@/server/db/client';
import { lockedUntil } from '@/server/staff/lock-out';
import { STAFF_AUTH_CALLS } from '@/server/staff/routes';
import { staffFromHeaders } from '@/server/staff/session';
import { startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { SoftwareAuthenticator, strangerKey } from './software-authenticator';
import type { CeremonyOptions } from './software-authenticator';
import { Browser, enrolledStaff, mailedToken, ops, PASSWORD } from './staff-support';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ CLIENT_ADDRESS_FROM_SERVER: '1' });
});
afterAll(async () => {
  await app.close();
});

// Sign-in calls are limited per client address and minute: each attempt comes from its own.
let nextAddress = 1;
const freshBrowser = () => new Browser(`198.18.0.${nextAddress++}`);

/** Registration options for the signed-in browser, then the authenticator's answer posted. */
async function addPasskey(
  browser: Browser,
  authenticator: SoftwareAuthenticator,
  name: string,
  answer: Partial<Parameters<SoftwareAuthenticator['register']>[1]> = {},
) {
  const options = await browser.auth('/passkey/generate-register-options');
  if (options.status !== 200) return options;
  return browser.auth('/passkey/verify-registration', {
    response: authenticator.register(options.json as CeremonyOptions, answer),
    name,
  });
}

/** A passkey sign-in from a browser without a session: options, then the signed assertion. */
async function signInWithPasskey(
  authenticator: SoftwareAuthenticator,
  answer: Parameters<SoftwareAuthenticator['assert']>[1] = {},
  browser = freshBrowser(),
) {
  const options = await browser.auth('/passkey/generate-authenticate-options');
  expect(options.status).toBe(200);
  const assertion = authenticator.assert(options.json as CeremonyOptions, answer);
  const result = await browser.auth('/passkey/verify-authentication', { response: assertion });
  return { browser, result, assertion };
}

async function passkeysOf(email: string) {
  const db = await database();
  return db
    .selectFrom('staff_passkeys')
    .innerJoin('staff_users', 'staff_users.id', 'staff_passkeys.userId')
    .select(['staff_passkeys.id', 'staff_passkeys.name', 'staff_passkeys.counter'])
    .where('staff_users.email', '=', email)
    .execute();
}

// Each enrolment hashes a password (scrypt), which takes a while on a busy machine.
describe('staff passkeys', { timeout: 180_000 }, () => {
  const email = 'passkey.user@test.example';
  const rpId = 'localhost';
  const origin = 'http://localhost:3000';
  const phone = new SoftwareAuthenticator(rpId, origin);
  let owner: Browser;

  it('a signed-in, enrolled staff member adds a named passkey with a real attestation', async () => {
    owner = (await enrolledStaff(email, 'sales', '198.18.1.1')).browser;
    const options = await owner.auth('/passkey/generate-register-options');
    expect(options.status).toBe(200);
    expect(options.json).toMatchObject({
      rp: { id: rpId },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const added = await owner.auth('/passkey/verify-registration', {
      response: phone.register(options.json as CeremonyOptions),
      name: ' Work phone ',
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    expect(await passkeysOf(email)).toMatchObject([{ name: 'Work phone', counter: 0 }]);

    // The same device again is refused: its credential is already registered.
    const again = await addPasskey(owner, phone, 'Work phone again');
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect(await passkeysOf(email)).toHaveLength(1);

    const db = await database();
    const audit = await db
      .selectFrom('staff_audit')
      .select(['action', 'actor_email', 'detail'])
      .where('action', '=', 'passkey.add')
      .execute();
    expect(audit).toEqual([{ action: 'passkey.add', actor_email: email, detail: 'Work phone' }]);
  });

  it('a passkey sign-in is a full session: no code asked, same cookie, 30 minutes idle, role checked, audited', async () => {
    const { browser, result } = await signInWithPasskey(phone);
    expect(result.status, JSON.stringify(result.json)).toBe(200);
    expect(result.json.twoFactorRedirect).toBeUndefined();
    // The token is in the HttpOnly cookie only, not in the answer (decision 115).
    expect(result.json.session).toBeDefined();
    expect(result.json.session).not.toHaveProperty('token');
    expect(result.json).not.toHaveProperty('token');
    const line = result.headers.getSetCookie().find((c) => c.startsWith('staff.session_token='));
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/(?:^|;\s*)Path=\/(?:;|$)/i);
    expect(line).toMatch(/Max-Age=1800/);

    const session = await browser.session();
    expect(session).toMatchObject({ user: { email, role: 'sales', twoFactorEnabled: true } });
    // The console's own check sees an enrolled sales user, as after password and code.
    expect(await staffFromHeaders(new Headers({ cookie: browser.cookieHeader() }))).toMatchObject({
      email,
      role: 'sales',
      enrolled: true,
    });
    const db = await database();
    const stored = await db
      .selectFrom('staff_sessions')
      .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.userId')
      .select(['staff_sessions.expiresAt'])
      .where('staff_users.email', '=', email)
      .execute();
    expect(stored.length).toBeGreaterThanOrEqual(2);
    const newest = Math.max(...stored.map((s) => new Date(s.expiresAt).getTime()));
    expect(Math.abs(newest - (Date.now() + 30 * 60_000))).toBeLessThan(60_000);

    const audit = await db
      .selectFrom('staff_audit')
      .select(['action', 'actor_email', 'subject', 'detail', 'address'])
      .where('action', '=', 'sign-in')
      .where('detail', '=', 'passkey')
      .execute();
    expect(audit).toEqual([
      {
        action: 'sign-in',
        actor_email: email,
        subject: email,
        detail: 'passkey',
        address: browser.ip,
      },
    ]);
    expect((await passkeysOf(email))[0]?.counter).toBe(phone.counter);

    // Sign-out ends it like any other session.
    expect((await browser.auth('/sign-out', {})).status).toBe(200);
    expect(await browser.session()).toBeNull();
  });

  it('a passkey works from an address whose password sign-ins are held back', async () => {
    const address = '198.18.9.9';
    const attacker = new Browser(address);
    for (let i = 0; i < 6; i++)
      await attacker.auth('/sign-in/email', { email, password: `wrong password ${i}` });
    const db = await database();
    expect(await lockedUntil(db, email, address)).not.toBeNull();
    const held = await attacker.auth('/sign-in/email', { email, password: PASSWORD });
    expect(held.status).toBe(429);
    const { result } = await signInWithPasskey(phone, {}, new Browser(address));
    expect(result.status, JSON.stringify(result.json)).toBe(200);
  });

  it('a wrong signature, a replayed challenge, a counter going back, a foreign origin and an unverified person are refused', async () => {
    const refusedStatus = (status: number) => {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    };
    const db = await database();
    const sessionsBefore = await db
      .selectFrom('staff_sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    const forged = await signInWithPasskey(phone, { signWith: strangerKey() });
    refusedStatus(forged.result.status);
    expect(forged.result.headers.getSetCookie().join()).not.toContain('staff.session_token=');

    // A good answer, used once, then sent again on the same challenge and on a new one.
    const good = await signInWithPasskey(phone);
    expect(good.result.status).toBe(200);
    const sameChallenge = await good.browser.auth('/passkey/verify-authentication', {
      response: good.assertion,
    });
    refusedStatus(sameChallenge.status);
    const other = freshBrowser();
    await other.auth('/passkey/generate-authenticate-options');
    const newChallenge = await other.auth('/passkey/verify-authentication', {
      response: good.assertion,
    });
    refusedStatus(newChallenge.status);

    // A copied key shows itself by a counter that does not move forward.
    const used = phone.counter;
    const backwards = await signInWithPasskey(phone, { counter: used - 1 });
    refusedStatus(backwards.result.status);
    const same = await signInWithPasskey(phone, { counter: used });
    refusedStatus(same.result.status);
    expect((await passkeysOf(email))[0]?.counter).toBe(used);

    const foreign = await signInWithPasskey(phone, { origin: 'https://elsewhere.example' });
    refusedStatus(foreign.result.status);
    const unverified = await signInWithPasskey(phone, { userVerified: false });
    refusedStatus(unverified.result.status);
    // An unknown credential.
    const unknown = await signInWithPasskey(new SoftwareAuthenticator(rpId, origin));
    refusedStatus(unknown.result.status);

    const sessionsAfter = await db
      .selectFrom('staff_sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // Only the one good sign-in made a session.
    expect(Number(sessionsAfter.n)).toBe(Number(sessionsBefore.n) + 1);
    const failed = await db
      .selectFrom('staff_audit')
      .select('detail')
      .where('action', '=', 'sign-in.failed')
      .where('detail', 'like', 'passkey:%')
      .execute();
    expect(failed).toHaveLength(8);

    // The next honest sign-in still works.
    expect((await signInWithPasskey(phone)).result.status).toBe(200);
  });

  it('adding a passkey needs a signed-in account with its authenticator enrolled', async () => {
    const key = new SoftwareAuthenticator(rpId, origin);
    for (const [call] of Object.entries(STAFF_AUTH_CALLS)) {
      const [method, path] = call.split(' ') as [string, string];
      const res = await freshBrowser().auth(path, method === 'POST' ? { id: 'x' } : undefined);
      expect(res.status, `${call} signed out`).toBe(401);
    }

    // A new account signed in with its password, before enrolling an authenticator.
    const added = await ops(
      'staff',
      'add',
      '--email',
      'not.enrolled@test.example',
      '--name',
      'Nell',
      '--role',
      'sales',
    );
    expect(added.code).toBe(0);
    const newcomer = freshBrowser();
    await newcomer.auth('/reset-password', {
      token: await mailedToken('not.enrolled@test.example'),
      newPassword: PASSWORD,
    });
    const signIn = await newcomer.auth('/sign-in/email', {
      email: 'not.enrolled@test.example',
      password: PASSWORD,
    });
    expect(signIn.status).toBe(200);
    expect(await newcomer.session()).toMatchObject({
      user: { twoFactorEnabled: false },
    });
    expect((await addPasskey(newcomer, key, 'Sneaky')).status).toBe(401);
    expect(
      (
        await newcomer.auth('/passkey/verify-registration', {
          response: key.register({ challenge: 'abc' }),
          name: 'Sneaky',
        })
      ).status,
    ).toBe(401);

    // An enrolled account after its password only, before the code: no session yet.
    const halfway = freshBrowser();
    const password = await halfway.auth('/sign-in/email', { email, password: PASSWORD });
    expect(password.json.twoFactorRedirect).toBe(true);
    expect((await addPasskey(halfway, key, 'Sneaky')).status).toBe(401);

    // A passkey without a name, or with a long one, is refused.
    expect((await addPasskey(owner, key, '   ')).status).toBe(400);
    expect((await addPasskey(owner, key, 'x'.repeat(61))).status).toBe(400);
    // An authenticator that did not check the person is refused too.
    expect((await addPasskey(owner, key, 'Tablet', { userVerified: false })).status).toBe(401);
    expect(await passkeysOf('not.enrolled@test.example')).toEqual([]);
    expect((await passkeysOf(email)).map((p) => p.name)).toEqual(['Work phone']);
  });

  it('one person cannot remove another’s passkey; their own goes', async () => {
    const other = (await enrolledStaff('other.person@test.example', 'accounts', '198.18.1.2'))
      .browser;
    const laptop = new SoftwareAuthenticator(rpId, origin);
    expect((await addPasskey(owner, laptop, 'Office laptop')).status).toBe(200);
    const laptopId = (await passkeysOf(email)).find((p) => p.name === 'Office laptop')!.id;
    const refused = await other.auth('/passkey/delete-passkey', { id: laptopId });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(await passkeysOf(email)).toHaveLength(2);
    const removed = await owner.auth('/passkey/delete-passkey', { id: laptopId });
    expect(removed.status).toBe(200);
    expect((await passkeysOf(email)).map((p) => p.name)).toEqual(['Work phone']);
    expect((await signInWithPasskey(laptop)).result.status).toBe(401);
  });

  it('a disabled account cannot sign in with its passkey; staff reset removes its passkeys', async () => {
    expect((await ops('staff', 'disable', '--email', email)).code).toBe(0);
    const disabled = await signInWithPasskey(phone);
    expect(disabled.result.status).toBeGreaterThanOrEqual(400);
    expect(disabled.result.status).toBeLessThan(500);
    expect(await disabled.browser.session()).toBeNull();

    expect((await ops('staff', 'reset', '--email', email)).code).toBe(0);
    expect(await passkeysOf(email)).toEqual([]);
    const afterReset = await signInWithPasskey(phone);
    expect(afterReset.result.status).toBe(401);
    const db = await database();
    const user = await db
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const sessions = await db
      .selectFrom('staff_sessions')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(sessions).toEqual([]);
  });
});
