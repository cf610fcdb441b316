import { describe, expect, it, vi } from 'vitest';
import { database } from '@/server/db/client';
import { deliverDueMail } from '@/server/outbox/outbox';
import { AUDIT_ACTIONS } from '@/server/staff/audit';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import {
  Browser,
  enrolledStaff,
  freshCode,
  noticesTo,
  PASSWORD,
  signedIn,
  consoleTestApp,
} from './staff-support';

// A staff member changes their own password in the console (ASVS 2.1.5, 2.1.6; decision 159):
// the current password and the new one, the same rules as a set-up link's, a sign-in within the
// last 5 minutes; every other session and half-finished sign-in ends, the owner is mailed, and
// the log has it.
const app = consoleTestApp();

const MINUTE = 60_000;
const NEW_PASSWORD = 'a different staff password 2027';

describe('changing your own password', { timeout: 240_000 }, () => {
  const email = 'own.password@test.example';

  it('needs the current password and a recent sign-in; ends every other session; mails the owner; is audited', async () => {
    const { totp } = await enrolledStaff(email, 'accounts', '10.0.12.1');
    const laptop = await signedIn(email, totp, '10.0.12.2');
    // Someone past the password step elsewhere, not yet past the code.
    const halfway = new Browser('10.0.12.3');
    expect(
      (await halfway.auth('/sign-in/email', { email, password: PASSWORD })).json,
    ).toMatchObject({ twoFactorRedirect: true });

    // A session alone, 6 minutes after its sign-in, cannot change the password.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.setSystemTime(Date.now() + 6 * MINUTE);
    const stale = await laptop.auth('/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(stale.status).toBe(403);
    expect(stale.json).toMatchObject({ message: STAFF_MESSAGES.stepUp, stepUp: true });
    vi.useRealTimers();

    const fresh = await signedIn(email, totp, '10.0.12.4');
    // Without the right current password, or with a new one the set-up link would refuse: no.
    const wrong = await fresh.auth('/change-password', {
      currentPassword: 'not the password at all',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toMatch(/invalid password/i);
    const missing = await fresh.auth('/change-password', { newPassword: NEW_PASSWORD });
    expect(missing.status).toBe(400);
    const common = await fresh.auth('/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'Password1234',
    });
    expect(common.status).toBe(400);
    expect(common.json.message).toBe(STAFF_MESSAGES.passwordBreached);
    const short = await fresh.auth('/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'Tr0ub4dor&3',
    });
    expect(short.status).toBe(400);
    expect(String(short.json.message)).toMatch(/short/i);
    // Refusals end nothing.
    expect(await laptop.session()).not.toBeNull();

    // Asked to keep the other sessions, the server ends them all the same.
    const changed = await fresh.auth('/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: false,
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(JSON.stringify(changed.json)).not.toMatch(/token/i);
    expect(await fresh.session()).toMatchObject({ user: { email } });
    expect(await laptop.session()).toBeNull();
    const db = await database();
    const sessions = await db
      .selectFrom('staff_sessions')
      .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.userId')
      .select('staff_sessions.id')
      .where('staff_users.email', '=', email)
      .execute();
    expect(sessions).toHaveLength(1);
    // The half-finished sign-in, begun with the old password, cannot be finished.
    const late = await halfway.auth('/two-factor/verify-totp', { code: await freshCode(totp) });
    expect(late.status).toBe(401);
    expect(await halfway.session()).toBeNull();

    // The old password is gone; the new one signs in (with the code, as always).
    const old = new Browser('10.0.12.5');
    expect((await old.auth('/sign-in/email', { email, password: PASSWORD })).status).toBe(401);
    await signedIn(email, totp, '10.0.12.6', NEW_PASSWORD);

    // The owner is told what changed, when and from where.
    const notices = await noticesTo(email);
    expect(notices.at(-1)?.subject).toBe('A change to your staff console account');
    expect(notices.at(-1)?.text).toContain(
      'The password of your staff console account was changed on',
    );
    expect(notices.at(-1)?.text).toContain('from the address 10.0.12.4');
    await deliverDueMail();
    await app().smtp.waitFor((m) => (m.text ?? '').includes('The password of your staff console'));

    // The log has the change and the refusals the library saw, by whom and from where.
    const audit = await db
      .selectFrom('staff_audit')
      .select(['action', 'actor_email', 'address', 'detail'])
      .where('action', 'like', 'password.change%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.actor_email, a.address])).toEqual([
      ['password.change.failed', email, '10.0.12.4'],
      ['password.change.failed', email, '10.0.12.4'],
      ['password.change.failed', email, '10.0.12.4'],
      ['password.change', email, '10.0.12.4'],
    ]);
    expect(audit.map((a) => a.detail)).toEqual([
      expect.stringMatching(/invalid password/i),
      expect.stringMatching(/current/i),
      expect.stringMatching(/short/i),
      'with the current password; other sessions ended',
    ]);
    expect(AUDIT_ACTIONS['password.change']).toBe('Own password changed');
  });
});
