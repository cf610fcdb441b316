import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { database } from '@/server/db/client';
import { deliverDueMail } from '@/server/outbox/outbox';
import { listStaff } from '@/server/staff/accounts';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import { startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { Browser, enrolledStaff, linkToken, mailedToken, ops, PASSWORD } from './staff-support';

let app: TestApp;
let admin: Browser;
let adminId = '';

const call = (browser: Browser, path: string, body: unknown) => browser.call(path, body);

async function auditOf(subject: string) {
  const db = await database();
  return db
    .selectFrom('staff_audit')
    .select(['action', 'actor_email', 'detail'])
    .where('subject', '=', subject)
    .where('action', 'like', 'staff.%')
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  app = await startTestApp({ CLIENT_ADDRESS_FROM_SERVER: '1' });
  admin = (await enrolledStaff('boss@test.example', 'admin', '10.0.5.1')).browser;
  const db = await database();
  adminId = (
    await db
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', 'boss@test.example')
      .executeTakeFirstOrThrow()
  ).id;
}, 120_000);
afterAll(async () => {
  await app.close();
});

describe('staff accounts in the console', () => {
  it('an admin adds an account: the link is mailed to them alone, never answered, and works; the add is audited', async () => {
    const added = await call(admin, '/staff/api/accounts/add', {
      name: 'Mia Russo',
      email: ' Mia.Russo@Test.Example ',
      role: 'accounts',
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    expect(added.json.email).toBe('mia.russo@test.example');
    expect(added.json.sentTo).toBe('mia.russo@test.example');
    // The administrator who adds the account never sees its link (decision 117).
    expect(JSON.stringify(added.json)).not.toMatch(/token|set-up/);

    await deliverDueMail();
    const mail = await app.smtp.waitFor(
      (m) =>
        JSON.stringify(m.to).includes('mia.russo@test.example') &&
        (m.text ?? '').includes('/staff/set-up?token='),
    );
    expect(JSON.stringify(mail.to)).toContain('mia.russo@test.example');
    const link =
      /https?:\/\/\S+\/staff\/set-up\?token=[A-Za-z0-9_-]{40,}/.exec(mail.text ?? '')?.[0] ?? '';

    // The same link as the operator command gives: it sets the password once.
    const mia = new Browser('10.0.5.2');
    const set = await mia.auth('/reset-password', {
      token: linkToken(link),
      newPassword: PASSWORD,
    });
    expect(set.status).toBe(200);
    expect(await auditOf('mia.russo@test.example')).toEqual([
      { action: 'staff.add', actor_email: 'boss@test.example', detail: 'role accounts' },
      // Setting the password with the link is audited, as its owner (decision 118).
      {
        action: 'staff.password-set',
        actor_email: 'mia.russo@test.example',
        detail: 'password set with a set-up link',
      },
    ]);

    // The operator list shows the same account the console added.
    const listed = await ops('staff', 'list');
    expect(listed.stdout).toMatch(/mia\.russo@test\.example\s+Mia Russo\s+accounts/);

    const again = await call(admin, '/staff/api/accounts/add', {
      name: 'Mia Russo',
      email: 'mia.russo@test.example',
      role: 'sales',
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('mia.russo@test.example already has a staff account.');
    const bad = await call(admin, '/staff/api/accounts/add', {
      name: 'X',
      email: 'x@test.example',
      role: 'owner',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('role: The role must be admin, sales or accounts');
  });

  it('lists name, e-mail, role, state and the last completed sign-in', async () => {
    const rows = await listStaff(await database());
    const boss = rows.find((r) => r.email === 'boss@test.example')!;
    const mia = rows.find((r) => r.email === 'mia.russo@test.example')!;
    expect(boss).toMatchObject({
      name: 'Test admin',
      role: 'admin',
      enrolled: true,
      disabled: false,
    });
    const db = await database();
    const signIn = await db
      .selectFrom('staff_audit')
      .select('at')
      .where('action', '=', 'sign-in')
      .where('actor_id', '=', adminId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(boss.lastSignIn).toBe(signIn.at);
    expect(mia).toMatchObject({
      role: 'accounts',
      enrolled: false,
      disabled: false,
      lastSignIn: null,
    });
  });

  it('disable signs the person out everywhere; an admin cannot disable themself', async () => {
    const { browser: sales } = await enrolledStaff('leo@test.example', 'sales', '10.0.5.3');
    expect(await sales.session()).not.toBeNull();

    const self = await call(admin, '/staff/api/accounts/disable', {
      email: 'boss@test.example',
    });
    expect(self.status).toBe(409);
    expect(self.json.message).toBe(
      'You cannot disable your own account. Another administrator can, if it is needed.',
    );
    expect(await admin.session()).not.toBeNull();

    const off = await call(admin, '/staff/api/accounts/disable', {
      email: 'leo@test.example',
    });
    expect(off.status).toBe(200);
    expect(await sales.session()).toBeNull();
    const again = await sales.auth('/sign-in/email', {
      email: 'leo@test.example',
      password: PASSWORD,
    });
    expect(again.status).not.toBe(200);
    expect((await listStaff()).find((r) => r.email === 'leo@test.example')?.disabled).toBe(true);

    const unknown = await call(admin, '/staff/api/accounts/disable', {
      email: 'nobody@test.example',
    });
    expect(unknown.status).toBe(409);
    expect(unknown.json.message).toBe(
      'No staff account has the e-mail address nobody@test.example.',
    );
  });

  it('reset gives a new link, ends sessions, enables the account, and is audited', async () => {
    const { browser: kim } = await enrolledStaff('kim@test.example', 'sales', '10.0.5.4');
    const reset = await call(admin, '/staff/api/accounts/reset', {
      email: 'kim@test.example',
    });
    expect(reset.status).toBe(200);
    expect(JSON.stringify(reset.json)).not.toMatch(/token|set-up/);
    expect(await kim.session()).toBeNull();
    const fresh = new Browser('10.0.5.5');
    const set = await fresh.auth('/reset-password', {
      token: await mailedToken('kim@test.example'),
      newPassword: `${PASSWORD} two`,
    });
    expect(set.status).toBe(200);
    expect((await listStaff()).find((r) => r.email === 'kim@test.example')).toMatchObject({
      enrolled: false,
      disabled: false,
    });
    const resetLeo = await call(admin, '/staff/api/accounts/reset', {
      email: 'leo@test.example',
    });
    expect(resetLeo.status).toBe(200);
    expect((await listStaff()).find((r) => r.email === 'leo@test.example')?.disabled).toBe(false);
    expect(await auditOf('leo@test.example')).toEqual([
      // The operator command is recorded as the terminal (decision 118).
      {
        action: 'staff.add',
        actor_email: expect.stringMatching(/^terminal/) as string,
        detail: 'role sales',
      },
      {
        action: 'staff.password-set',
        actor_email: 'leo@test.example',
        detail: 'password set with a set-up link',
      },
      { action: 'staff.disable', actor_email: 'boss@test.example', detail: null },
      { action: 'staff.reset', actor_email: 'boss@test.example', detail: null },
    ]);
  });

  it('only an admin may change accounts', async () => {
    const { browser: sales } = await enrolledStaff('sam@test.example', 'sales', '10.0.5.6');
    const refused = await call(sales, '/staff/api/accounts/reset', {
      email: 'boss@test.example',
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(STAFF_MESSAGES.forbidden);
    const signedOut = await call(new Browser('10.0.5.7'), '/staff/api/accounts/add', {
      name: 'Eve',
      email: 'eve@test.example',
      role: 'admin',
    });
    expect(signedOut.status).toBe(401);
  });
});
