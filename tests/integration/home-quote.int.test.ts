import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { database } from '@/server/db/client';
import { deliverDueMail, outboxStatus, retryPendingMail } from '@/server/outbox/outbox';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

const PATH = '/tms/sendOfficialSite_GetQuoteMail';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

async function requestsFor(email: string) {
  const db = await database();
  return db.selectFrom('home_quote_requests').selectAll().where('email', '=', email).execute();
}

async function outboxFor(ref: string) {
  const db = await database();
  return db.selectFrom('outbox').select(['topic', 'to_address']).where('ref', '=', ref).execute();
}

describe('home quote request API', () => {
  it('saves the request; the company gets it by mail and the visitor an acknowledgment', async () => {
    const email = 'dispatch@harbourline.example.com';
    const res = await callRoute(PATH, {
      pickup: 'LAVERTON NORTH VIC 3026',
      delivery: 'PERTH WA 6000',
      email,
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Quotation Sent! We've sent the details to your mail");

    const rows = await requestsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ pickup: 'LAVERTON NORTH VIC 3026', delivery: 'PERTH WA 6000' });
    expect(
      (await outboxFor(`home_quote_requests:${rows[0]!.id}`)).map((r) => r.topic).sort(),
    ).toEqual(['home-quote.company', 'home-quote.visitor']);

    const company = await app.smtp.waitFor(
      (m) => m.subject === 'Quote request: LAVERTON NORTH VIC 3026 to PERTH WA 6000',
    );
    expect(company.to && 'text' in company.to ? company.to.text : '').toBe('office@test.example');
    expect(company.replyTo?.text).toBe(email);
    expect(company.text).toContain(email);
    // Laverton North to Perth is about 2,720 km in a straight line.
    expect(company.text).toMatch(/2,7\d\d km/);

    const ack = await app.smtp.waitFor(
      (m) =>
        (m.to && 'text' in m.to ? m.to.text : '') === email &&
        /quote request/i.test(m.subject ?? ''),
    );
    expect(ack.text).toContain('LAVERTON NORTH VIC 3026');
    expect(ack.text).toContain('/get-a-quote');
  });

  it('accepts suburbs in any case and spacing, and stores the canonical label', async () => {
    const email = 'lower.case@example.com';
    const res = await callRoute(PATH, {
      pickup: '  kilburn  sa 5084 ',
      delivery: 'Rocklea QLD 4106',
      email,
    });
    expect(res.status).toBe(200);
    const [row] = await requestsFor(email);
    expect(row).toMatchObject({ pickup: 'KILBURN SA 5084', delivery: 'ROCKLEA QLD 4106' });
  });

  it('treats a repeated click as one request with one pair of mails', async () => {
    const body = {
      pickup: 'GILGANDRA NSW 2827',
      delivery: 'KILBURN SA 5084',
      email: 'twice@example.com',
    };
    const first = await callRoute(PATH, body);
    const second = await callRoute(PATH, body);
    expect([first.status, second.status]).toEqual([200, 200]);
    const rows = await requestsFor(body.email);
    expect(rows).toHaveLength(1);
    expect(await outboxFor(`home_quote_requests:${rows[0]!.id}`)).toHaveLength(2);
  });

  it('answers an unknown suburb with 400 and the invalid-location message, storing nothing', async () => {
    const email = 'nowhere@example.com';
    const pickup = await callRoute(PATH, {
      pickup: 'ATLANTIS VIC 3999',
      delivery: 'PERTH WA 6000',
      email,
    });
    expect(pickup.status).toBe(400);
    expect(pickup.json.field).toBe('pickup');
    expect(pickup.json.error).toContain('Invalid pickup location');
    const delivery = await callRoute(PATH, {
      pickup: 'PERTH WA 6000',
      delivery: 'PERTH',
      email,
    });
    expect(delivery.status).toBe(400);
    expect(delivery.json.field).toBe('delivery');
    expect(delivery.json.error).toContain('Invalid delivery location');
    expect(await requestsFor(email)).toHaveLength(0);
  });

  it('answers missing fields and a bad e-mail with 400 naming the field', async () => {
    const missing = await callRoute(PATH, { pickup: '', delivery: '', email: '' });
    expect(missing.status).toBe(400);
    expect(missing.json.field).toBe('pickup');
    const issues = (missing.json.issues as { field: string; message: string }[]).map(
      (i) => `${i.field}: ${i.message}`,
    );
    expect(issues).toEqual([
      'pickup: Pickup location is required',
      'delivery: Delivery location is required',
      'email: Email is required',
    ]);
    const bad = await callRoute(PATH, {
      pickup: 'PERTH WA 6000',
      delivery: 'KILBURN SA 5084',
      email: 'someone@Example.com',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('email');
    expect(bad.json.error).toContain('Enter a valid email address');
  });

  it('refuses wrong types, unknown fields, bad JSON and a missing anti-forgery token', async () => {
    const base = { pickup: 'PERTH WA 6000', delivery: 'KILBURN SA 5084', email: 'x@example.com' };
    expect((await callRoute(PATH, { ...base, pickup: 42 })).status).toBe(400);
    expect((await callRoute(PATH, { ...base, admin: true })).status).toBe(400);
    expect((await callRoute(PATH, undefined, { rawBody: '{"pickup"' })).status).toBe(400);
    expect((await callRoute(PATH, base, { xsrf: false })).status).toBe(403);
    expect(await requestsFor('x@example.com')).toHaveLength(0);
  });

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const res = await callRoute(PATH, {
      pickup: 'PERTH WA 6000',
      delivery: 'KILBURN SA 5084',
      email: 'bot@example.com',
      website_url: 'http://spam.example',
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Quotation Sent! We've sent the details to your mail");
    expect(await requestsFor('bot@example.com')).toHaveLength(0);
  });

  it('keeps the request during an SMTP outage and delivers both mails once afterwards', async () => {
    await app.smtp.stop();
    const email = 'outage.quote@example.com';
    const res = await callRoute(PATH, {
      pickup: 'ROCKLEA QLD 4106',
      delivery: 'GILGANDRA NSW 2827',
      email,
    });
    expect(res.status).toBe(200);
    await deliverDueMail();
    const db = await database();
    expect((await outboxStatus(db)).failing).toBeGreaterThanOrEqual(2);
    expect(await requestsFor(email)).toHaveLength(1);

    await app.smtp.start();
    await retryPendingMail(db);
    await deliverDueMail();
    await deliverDueMail();
    const subject = 'Quote request: ROCKLEA QLD 4106 to GILGANDRA NSW 2827';
    await app.smtp.waitFor((m) => m.subject === subject);
    await app.smtp.waitFor((m) => (m.to && 'text' in m.to ? m.to.text : '') === email);
    expect(app.smtp.messages.filter((m) => m.subject === subject)).toHaveLength(1);
    expect(
      app.smtp.messages.filter((m) => (m.to && 'text' in m.to ? m.to.text : '') === email),
    ).toHaveLength(1);
  });
});
