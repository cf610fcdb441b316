import { beforeAll, describe, expect, it, vi } from 'vitest';
import { database } from '@/server/db/client';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import { staffFromHeaders } from '@/server/staff/session';
import { deviceOf, listOwnSessions, SESSION_MESSAGES } from '@/server/staff/sessions';
import { enrolledStaff, signedIn, consoleTestApp } from './staff-support';
import type { Browser } from './staff-support';

// A person sees every browser signed in as them and ends any one of the others after a recent
// sign-in (ASVS 3.3.4, decision 188).

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:146.0) Gecko/20100101 Firefox/146.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const MINUTE = 60_000;

consoleTestApp();

async function sessionsSeenBy(browser: Browser) {
  const user = await staffFromHeaders(browser.request('/staff/account').headers);
  if (!user) throw new Error('not signed in');
  return listOwnSessions(await database(), user);
}

const endSession = (browser: Browser, id: string) =>
  browser.call('/staff/api/sessions/end', { id });

describe('deviceOf', () => {
  it('names the browser and its system in a few words', () => {
    expect(deviceOf(FIREFOX_ON_WINDOWS)).toBe('Firefox 146 on Windows 10');
    expect(deviceOf(SAFARI_ON_IPHONE)).toBe('Safari 18 on iOS');
    expect(deviceOf(null)).toBe('Unknown browser');
    expect(deviceOf('curl/8.5.0')).toBe('Unknown browser');
  });
});

describe('your own sessions', { timeout: 120_000 }, () => {
  const email = 'own.sessions@test.example';
  let here: Browser;
  let laptop: Browser;
  let other: Browser;
  let otherTotp: Awaited<ReturnType<typeof enrolledStaff>>['totp'];
  let otherSessionId: string;

  beforeAll(async () => {
    const made = await enrolledStaff(email, 'accounts', '10.0.12.1');
    here = await signedIn(email, made.totp, '10.0.12.2', undefined, SAFARI_ON_IPHONE);
    laptop = await signedIn(email, made.totp, '10.0.12.3', undefined, FIREFOX_ON_WINDOWS);
    const someone = await enrolledStaff('someone.else@test.example', 'sales', '10.0.12.9');
    other = someone.browser;
    otherTotp = someone.totp;
    const others = await sessionsSeenBy(other);
    otherSessionId = others[0]!.id;
  });

  it('lists every live session of the person, newest first, this browser marked, no one else’s', async () => {
    const seen = await sessionsSeenBy(here);
    expect(seen.map((s) => [s.device, s.address, s.current])).toEqual([
      ['Firefox 146 on Windows 10', '10.0.12.3', false],
      ['Safari 18 on iOS', '10.0.12.2', true],
      ['Unknown browser', '10.0.12.1', false],
    ]);
    expect(seen.map((s) => s.id)).not.toContain(otherSessionId);
    // The page names a session by its id alone: no token is in what it is given, and the
    // library's own calls that list sessions with their tokens, or end one by its token, are
    // not offered.
    expect(JSON.stringify(seen)).not.toMatch(/token/i);
    expect((await here.auth('/list-sessions')).status).toBe(404);
    expect((await here.auth('/revoke-session', { token: 'x' })).status).toBe(404);
    expect((await here.auth('/revoke-other-sessions', {})).status).toBe(404);
  });

  it('a session gone idle, or past its longest life, is not listed', async () => {
    const db = await database();
    const [, , first] = await sessionsSeenBy(here);
    const idleSince = new Date(Date.now() - 31 * MINUTE).toISOString();
    const at = (await db.selectFrom('staff_sessions').select('updatedAt').executeTakeFirst())!
      .updatedAt;
    await db
      .updateTable('staff_sessions')
      .set({ updatedAt: at instanceof Date ? new Date(idleSince) : idleSince })
      .where('id', '=', first!.id)
      .execute();
    expect((await sessionsSeenBy(here)).map((s) => s.device)).toEqual([
      'Firefox 146 on Windows 10',
      'Safari 18 on iOS',
    ]);
  });

  it('ending another browser’s session signs it out at once, and is audited', async () => {
    const [firefox] = await sessionsSeenBy(here);
    expect(await laptop.session()).not.toBeNull();
    const ended = await endSession(here, firefox!.id);
    expect(ended.status, JSON.stringify(ended.json)).toBe(200);
    expect(ended.json.message).toBe(SESSION_MESSAGES.ended);
    expect(await laptop.session()).toBeNull();
    expect((await laptop.call('/staff/api/sessions/end', { id: 'x' })).status).toBe(401);
    expect((await sessionsSeenBy(here)).map((s) => s.device)).toEqual(['Safari 18 on iOS']);
    const audit = await (
      await database()
    )
      .selectFrom('staff_audit')
      .select(['actor_email', 'detail', 'address'])
      .where('action', '=', 'session.end')
      .execute();
    expect(audit).toEqual([
      {
        actor_email: email,
        detail: 'Firefox 146 on Windows 10, from 10.0.12.3',
        address: '10.0.12.2',
      },
    ]);
    // Again: it has already ended.
    const again = await endSession(here, firefox!.id);
    expect(again.status).toBe(404);
    expect(again.json.message).toBe(SESSION_MESSAGES.gone);
  });

  it('this browser’s own session is ended by signing out, not here', async () => {
    const [mine] = await sessionsSeenBy(here);
    const refused = await endSession(here, mine!.id);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(SESSION_MESSAGES.own);
    expect(await here.session()).not.toBeNull();
  });

  it('another person’s session is not found, and lives on', async () => {
    const refused = await endSession(here, otherSessionId);
    expect(refused.status).toBe(404);
    expect(refused.json.message).toBe(SESSION_MESSAGES.gone);
    expect(await other.session()).not.toBeNull();
  });

  it('needs a sign-in within the last 5 minutes', async () => {
    const phone = await signedIn('someone.else@test.example', otherTotp, '10.0.12.10');
    const [newest] = await sessionsSeenBy(other);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * MINUTE });
    const refused = await endSession(other, newest!.id);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ message: STAFF_MESSAGES.stepUp, stepUp: true });
    expect(await phone.session()).not.toBeNull();
  });
});
