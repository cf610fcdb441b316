// The delivery loop (decision 132): one per process, woken by saves rather than run by each, a
// database outage logged once and retried with back-off, and mail over a few pooled SMTP
// connections rather than one per mail.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { database } from '@/server/db/client';
import { log } from '@/server/log';
import {
  deliverDueMail,
  enqueueMails,
  kickDelivery,
  startDeliveryLoop,
  stopDeliveryLoop,
} from '@/server/outbox/outbox';
import { startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  // A poll longer than the test: only a save's wake-up or the back-off makes the loop run.
  app = await startTestApp({ OUTBOX_POLL_MS: '600000', SMTP_MAX_CONNECTIONS: '3' });
});
afterAll(async () => {
  await app?.close();
});

async function queue(subjects: string[]): Promise<void> {
  const db = await database();
  await enqueueMails(
    db,
    subjects.map((subject) => ({
      topic: 'test.loop',
      ref: 'test:loop',
      to: 'dispatch@test.example',
      subject,
      html: `<p>${subject}</p>`,
      text: subject,
    })),
  );
}

const received = (prefix: string) =>
  app.smtp.messages.filter((m) => m.subject?.startsWith(prefix)).length;

describe('mail delivery', () => {
  it('sends many mails over a few kept connections', async () => {
    const before = app.smtp.connections;
    const subjects = Array.from({ length: 30 }, (_, i) => `Pooled ${i + 1}`);
    await queue(subjects);
    await expect(deliverDueMail()).resolves.toBe(30);
    expect(received('Pooled ')).toBe(30);
    expect(app.smtp.connections - before).toBeGreaterThan(0);
    expect(app.smtp.connections - before).toBeLessThanOrEqual(3);
  });

  it('runs one loop however many saves wake it, logs an outage once and recovers by itself', async () => {
    const errors = vi.spyOn(log, 'error');
    const warnings = vi.spyOn(log, 'warn');
    const db = await database();
    startDeliveryLoop();
    try {
      await queue(['Outage 1']);
      // The database loses the outbox (as a restarting server would answer every query).
      await sql`alter table outbox rename to outbox_away`.execute(db);
      const selects = vi.spyOn(db, 'selectFrom');
      for (let i = 0; i < 400; i++) kickDelivery();
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const outageLines = errors.mock.calls.filter(([, message]) =>
        String(message).startsWith('mail delivery failed'),
      );
      expect(outageLines).toHaveLength(1);
      // Back-off: a run at once, after 1 s and after 2 s more; never one per wake-up.
      const runs = selects.mock.calls.filter(([table]) => table === 'outbox').length;
      expect(runs).toBeGreaterThanOrEqual(1);
      expect(runs).toBeLessThanOrEqual(3);
      selects.mockRestore();

      await sql`alter table outbox_away rename to outbox`.execute(db);
      await app.smtp.waitFor((m) => m.subject === 'Outage 1', 15_000);
      // The run logs its recovery once it has marked the mail sent, which may be a moment after
      // the SMTP server has it.
      await vi.waitFor(
        () => {
          const again = warnings.mock.calls.filter(([, message]) =>
            String(message).startsWith('mail delivery works again'),
          );
          expect(again).toHaveLength(1);
        },
        { timeout: 5_000 },
      );
      expect(
        errors.mock.calls.filter(([, m]) => String(m).startsWith('mail delivery failed')),
      ).toHaveLength(1);

      // Woken by a save, the loop sends at once, not at its next poll.
      await queue(['Woken 1']);
      kickDelivery();
      await app.smtp.waitFor((m) => m.subject === 'Woken 1', 5_000);
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
      await stopDeliveryLoop();
    }
  });
});
