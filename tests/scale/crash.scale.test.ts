import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from '../../scripts/site-server.ts';
import type { Site } from '../../scripts/site-server.ts';
import { startTestSmtp } from '../support/smtp';
import type { TestSmtp } from '../support/smtp';
import {
  HIGH_LIMITS,
  SCALE_DIST_DIR,
  eventually,
  postJson,
  scaleDatabase,
  visitorSession,
} from './scale-support';
import type { ScaleDatabase } from './scale-support';

// The server is killed (SIGKILL: no shutdown, transactions and mail cut off wherever they are)
// while contact messages stream in, and started again on the same data. Every message a visitor
// was told is saved is stored once, and its mail reaches the SMTP server once.
const POSTERS = 4;
const MESSAGES_EACH = 15;
/** Crash when this many messages in all have been answered 200, and again at the second count. */
const CRASH_AT = [15, 38];

type Accepted = { tag: string; id: number };

describe('a crash while submissions stream in', () => {
  let smtp: TestSmtp;
  let db: ScaleDatabase;
  let site: Site;
  let env: Record<string, string>;
  let restarted: Promise<void> | undefined;
  // Set at teardown, so a test that failed halfway leaves no restarted server behind.
  let closed = false;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    db = await scaleDatabase('crash');
    env = {
      ...db.env,
      ...HIGH_LIMITS,
      SMTP_URL: smtp.url,
      SMTP_REQUIRE_TLS: 'false',
      MAIL_TO: 'office@crash.example',
      OUTBOX_POLL_MS: '100',
      // A mail claimed by the killed process waits this long before the new one may send it.
      OUTBOX_LOCK_MS: '2000',
      LOG_LEVEL: 'warn',
    };
    site = await startSite({ distDir: SCALE_DIST_DIR, build: false, env });
  });

  afterAll(async () => {
    closed = true;
    await restarted?.catch(() => undefined);
    await site?.stop();
    await smtp?.stop();
    await db?.drop();
  });

  it('stores each accepted submission once and mails it once', async () => {
    const session = await visitorSession(site.base);
    const run = Date.now().toString(36);
    const accepted: Accepted[] = [];
    let connectionFailures = 0;
    /** Per crash, the outbox rows the killed process had claimed and not settled: its mail in flight. */
    const inFlightAtCrash: string[][] = [];

    const body = (tag: string) => ({
      email: `${tag}@crash.example`,
      subject: `Crash [${tag}]`,
      message: `Submission [${tag}] sent while the server may die`,
    });

    // A visitor whose request dies with the server sends the same message again once it is back,
    // as the page's retry would; the site must recognise it rather than store it twice.
    async function submit(tag: string): Promise<void> {
      for (let attempt = 1; ; attempt++) {
        let status: number;
        let json: { data?: { id: number } };
        try {
          const res = await postJson(site.base, '/tms/save-contact', session, body(tag));
          status = res.status;
          json = (await res.json()) as typeof json;
        } catch (err) {
          // Refused, reset, or cut off halfway through the answer.
          if (!restarted || attempt > 5) throw err;
          connectionFailures += 1;
          await restarted;
          continue;
        }
        expect(status, JSON.stringify(json)).toBe(200);
        accepted.push({ tag, id: json.data!.id });
        return;
      }
    }

    const posters = Array.from({ length: POSTERS }, async (_, p) => {
      for (let i = 0; i < MESSAGES_EACH; i++) await submit(`${run}-${p}-${i}`);
    });

    const crashes = (async () => {
      for (const count of CRASH_AT) {
        const due = () => closed || accepted.length >= count;
        await eventually(`${count} messages answered`, due, 60_000, 5);
        if (closed) return;
        restarted = (async () => {
          await site.kill();
          // Nothing writes to the database now, so this is exactly what the dead process held.
          const claimed = await db.rows<{ ref: string }>(
            `select ref from outbox where status = 'pending' and locked_until is not null`,
          );
          inFlightAtCrash.push(claimed.map((r) => r.ref));
          site = await startSite({
            distDir: SCALE_DIST_DIR,
            build: false,
            port: site.port,
            env,
          });
        })();
        await restarted;
      }
    })();

    await Promise.all([...posters, crashes]);
    const tags = accepted.map((a) => a.tag);
    expect(new Set(tags).size).toBe(POSTERS * MESSAGES_EACH);

    // Every accepted message is stored once, under the id the visitor was given.
    const stored = await db.rows<{ id: number | string; subject: string }>(
      `select id, subject from contact_messages where subject like 'Crash [${run}-%'`,
    );
    expect(stored).toHaveLength(accepted.length);
    const storedIds = new Map(stored.map((r) => [r.subject, Number(r.id)]));
    for (const { tag, id } of accepted) expect(storedIds.get(`Crash [${tag}]`)).toBe(id);

    // The outbox drains (including a mail claimed by a killed process, once its claim runs out).
    const mailsOf = (tag: string): ParsedMail[] =>
      smtp.messages.filter((m) => m.subject?.includes(`Crash [${tag}]`));
    await eventually(
      'every mail sent',
      async () => {
        const [pending] = await db.rows<{ n: number | string }>(
          `select count(*) as n from outbox where status <> 'sent'`,
        );
        return Number(pending!.n) === 0 && tags.every((t) => mailsOf(t).length > 0);
      },
      150_000,
      200,
    );

    // One message per submission. The exception is a mail the SMTP server had accepted when the
    // process died, before it was marked sent: it goes again, with the same Message-ID so the
    // receiver keeps one copy. Only a mail claimed by a killed process may arrive twice.
    let repeats = 0;
    for (const { tag, id } of accepted) {
      const mails = mailsOf(tag);
      expect(new Set(mails.map((m) => m.messageId)).size, tag).toBe(1);
      const caught = inFlightAtCrash.filter((refs) => refs.includes(`contact_messages:${id}`));
      expect(mails.length, tag).toBeLessThanOrEqual(1 + caught.length);
      repeats += mails.length - 1;
    }
    console.log(
      `crash test (${db.dialect}): ${accepted.length} messages, ${CRASH_AT.length} crashes, ` +
        `${connectionFailures} requests cut off and sent again, ` +
        `${inFlightAtCrash.flat().length} mails in flight at a crash, ${repeats} sent twice`,
    );
  }, 300_000);
});
