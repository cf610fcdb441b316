import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { database } from '@/server/db/client';
import { deliverDueMail, outboxStatus, retryPendingMail } from '@/server/outbox/outbox';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const message = {
  first_name: 'Priya',
  last_name: 'Nair',
  email: 'priya.nair@example.com',
  subject: 'Pallets to Perth',
  phone: '0491 570 110',
  message: 'We have 12 pallets a week from Dandenong to Perth. <script>alert(1)</script>',
};

async function countContacts(email: string): Promise<number> {
  const db = await database();
  const rows = await db
    .selectFrom('contact_messages')
    .select('id')
    .where('email', '=', email)
    .execute();
  return rows.length;
}

describe('contact form API', () => {
  it('saves the message, and the company receives it by mail with a reply-to of the sender, exactly once', async () => {
    const saved = await callRoute('/tms/save-contact', message);
    expect(saved.status).toBe(200);
    expect(saved.json.message).toMatch(/Thank you/);
    const mailed = await callRoute('/tms/sendOfficialSiteMail', message);
    expect(mailed.status).toBe(200);

    const mail = await app.smtp.waitFor((m) => m.subject?.includes('Pallets to Perth') ?? false);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('office@test.example');
    expect(mail.replyTo?.text).toBe(message.email);
    expect(mail.text).toContain('Priya');
    expect(mail.text).toContain('Dandenong to Perth');
    // Visitor input is escaped in the HTML part.
    expect(mail.html).not.toContain('<script>alert(1)</script>');
    expect(mail.html).toContain('&lt;script&gt;');

    await deliverDueMail();
    expect(app.smtp.messages.filter((m) => m.subject?.includes('Pallets to Perth'))).toHaveLength(
      1,
    );
    expect(await countContacts(message.email)).toBe(1);
  });

  it('refuses a call without the anti-forgery header with 403', async () => {
    const res = await callRoute('/tms/save-contact', message, { xsrf: false });
    expect(res.status).toBe(403);
    expect(res.json.error).toMatch(/anti-forgery/);
  });

  it('refuses a mismatched anti-forgery header with 403', async () => {
    const res = await callRoute('/tms/save-contact', message, {
      xsrf: false,
      headers: {
        cookie: 'XSRF-TOKEN=aaaaaaaaaaaaaaaaaaaaaaaa',
        'x-xsrf-token': 'bbbbbbbbbbbbbbbbbbbbbbbb',
      },
    });
    expect(res.status).toBe(403);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await callRoute('/tms/save-contact', undefined, {
      rawBody: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/valid JSON/);
  });

  it('names the field of a bad e-mail with 400 and the spec message', async () => {
    const missing = await callRoute('/tms/save-contact', { ...message, email: '' });
    expect(missing.status).toBe(400);
    expect(missing.json.field).toBe('email');
    expect(missing.json.error).toContain('Email is required.');
    const invalid = await callRoute('/tms/save-contact', {
      ...message,
      email: 'priya@Example.COM',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.error).toContain('Please enter a valid email address.');
  });

  it('refuses unknown fields and wrong types with 400', async () => {
    const unknown = await callRoute('/tms/save-contact', { ...message, admin: true });
    expect(unknown.status).toBe(400);
    const wrongType = await callRoute('/tms/save-contact', { ...message, phone: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.field).toBe('phone');
    const notObject = await callRoute('/tms/save-contact', [1, 2]);
    expect(notObject.status).toBe(400);
  });

  it('answers an oversized body with 413 and stores nothing', async () => {
    const res = await callRoute('/tms/save-contact', {
      ...message,
      email: 'big@example.com',
      message: 'x'.repeat(70 * 1024),
    });
    expect(res.status).toBe(413);
    expect(await countContacts('big@example.com')).toBe(0);
  });

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const res = await callRoute('/tms/save-contact', {
      ...message,
      email: 'bot@example.com',
      website_url: 'http://spam.example',
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toMatch(/Thank you/);
    expect(await countContacts('bot@example.com')).toBe(0);
  });

  it('keeps the message and delivers its mail exactly once after an SMTP outage', async () => {
    await app.smtp.stop();
    const outage = { ...message, email: 'outage@example.com', subject: 'During the outage' };
    const saved = await callRoute('/tms/save-contact', outage);
    expect(saved.status).toBe(200);
    await callRoute('/tms/sendOfficialSiteMail', outage);
    await deliverDueMail();
    const db = await database();
    const status = await outboxStatus(db);
    expect(status.failing).toBeGreaterThanOrEqual(1);
    expect(status.failures[0]?.lastError).toBeTruthy();
    expect(await countContacts('outage@example.com')).toBe(1);

    await app.smtp.start();
    await retryPendingMail(db);
    await deliverDueMail();
    await deliverDueMail();
    await app.smtp.waitFor((m) => m.subject?.includes('During the outage') ?? false);
    expect(app.smtp.messages.filter((m) => m.subject?.includes('During the outage'))).toHaveLength(
      1,
    );
    expect((await outboxStatus(db)).failing).toBe(0);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the limit for one address', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 1002; i++) {
      const res = await callRoute('/tms/save-contact', { email: '' }, { ip: '203.0.113.77' });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
    }
    expect(statuses.slice(0, 1000).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await callRoute('/tms/save-contact', { email: '' }, { ip: '203.0.113.78' });
    expect(other.status).toBe(400);
  });
});
