import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '@/domain/quote';
import { apiRouter } from '@/server/api/router';
import { database } from '@/server/db/client';
import { runOps } from '@/server/ops/program';
import {
  companyToday,
  forgetRateCards,
  inForceOn,
  listRateCards,
  rateCardFor,
} from '@/server/rates/rate-cards.server';
import { PREVIEW_PAGE, previewRateCard } from '@/server/rates/rate-card-preview.server';
import { terminalActor } from '@/server/staff/audit';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import type { Browser } from './staff-support';
import { enrolledStaff } from './staff-support';
import { SURCHARGES } from '../support/rate-card-surcharges';

let app: TestApp;
let admin: Browser;
let accounts: Browser;
let sales: Browser;

async function download(browser: Browser, card: string, file: string) {
  const res = await apiRouter.request(browser.request(`/staff/api/rates/${card}/${file}`));
  // Read as sent, byte-order mark and all.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { status: res.status, text };
}
const post = (browser: Browser, path: string, body: unknown) => browser.call(path, body);

const booking = (date: string, delivery = 'ROCKLEA QLD 4106') => ({
  is_dg: false,
  is_hand_unload: false,
  is_trailer_split: false,
  has_tailgate: false,
  pickup: 'LAVERTON NORTH VIC 3026',
  delivery,
  date,
  expiryDate: '',
  packagings: [{ type: '10', quantity: 1, length: 100, width: 100, height: 100, weight: 500 }],
});

beforeAll(async () => {
  app = await startTestApp({ CLIENT_ADDRESS_FROM_SERVER: '1' });
  admin = (await enrolledStaff('rates-admin@test.example', 'admin', '10.0.3.1')).browser;
  accounts = (await enrolledStaff('rates-accounts@test.example', 'accounts', '10.0.3.2')).browser;
  sales = (await enrolledStaff('rates-sales@test.example', 'sales', '10.0.3.3')).browser;
}, 120_000);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-rates-test-'));
afterAll(async () => {
  await app.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** The operator command in this process, with what it writes. */
async function ops(...args: string[]) {
  const said = { code: 0, stdout: '', stderr: '' };
  said.code = await runOps(args, {
    out: (t) => (said.stdout += `${t}\n`),
    err: (t) => (said.stderr += `${t}\n`),
  });
  return said;
}

const price = async (date: string, delivery?: string) =>
  (await callRoute('/tms/getQuoteRates', booking(date, delivery))).json;
const baseLine = (answer: Record<string, unknown>) =>
  (answer.rates as { lines: { cents: number; label: string }[] }[])[0]!.lines[0]!;

describe('zone rate cards', () => {
  it('exports the card in force and imports the same files back unchanged (round trip)', async () => {
    const zones = await download(sales, 'in-force', 'zones.csv');
    const lanes = await download(sales, 'in-force', 'lanes.csv');
    expect(zones.status).toBe(200);
    expect(zones.text.startsWith('\uFEFFzone,postcode_from,postcode_to\r\n')).toBe(true);
    expect(lanes.text).toContain('economy,MEL,BNE,0.00,427.10,95.00,,3\r\n');
    const imported = await post(accounts, '/staff/api/rates/import', {
      zones: zones.text,
      lanes: lanes.text,
      surcharges: SURCHARGES,
    });
    expect(imported.status, JSON.stringify(imported.json)).toBe(200);
    const id = String(imported.json.id);
    expect((await download(sales, id, 'zones.csv')).text).toBe(zones.text);
    expect((await download(sales, id, 'lanes.csv')).text).toBe(lanes.text);
  });

  it('names each fault of a bad file by file, row and column, and changes nothing', async () => {
    const db = await database();
    const before = await db.selectFrom('rate_cards').select('id').execute();
    const zones =
      'zone,postcode_from,postcode_to\r\nMEL,3000,3100\r\nWEST,3029,3029\r\nSYD,2000,2234\r\nPER,6000,6199\r\n';
    const lanes = [
      'service,from_zone,to_zone,basic_charge,per_pallet,minimum,max_pallets,transit_days',
      ...Array.from({ length: 10 }, () => 'economy,MEL,MEL,0,70.00,95.00,,1'),
      'economy,MEL,SYD,0,250.00,95.00,,2',
      'express,MEL,SYD,0,360.00,137.75,,1',
      'economy,MEL,SYD,0,250.00,12O.00,,2',
      'express,SYD,PER,0,900.00,137.75,,3',
    ].join('\r\n');
    const res = await post(admin, '/staff/api/rates/import', {
      zones,
      lanes,
      surcharges: SURCHARGES,
    });
    expect(res.status).toBe(400);
    const faults = res.json.faults as string[];
    expect(faults).toContain("lanes.csv row 14, minimum: '12O.00' is not an amount");
    expect(faults).toContain('postcode 3029 is in zones MEL and WEST');
    expect(faults).toContain('lane SYD → PER has no economy row');
    expect(faults).toContain('lane MEL → MEL has no express row');
    expect(await db.selectFrom('rate_cards').select('id').execute()).toEqual(before);
  });

  it('lets sales view and export but not import, publish or withdraw', async () => {
    expect((await download(sales, 'in-force', 'lanes.csv')).status).toBe(200);
    const body = { zones: 'zone,postcode_from,postcode_to\r\n', lanes: '', surcharges: SURCHARGES };
    expect((await post(sales, '/staff/api/rates/import', body)).status).toBe(403);
    expect(
      (
        await post(sales, '/staff/api/rates/publish', {
          id: 1,
          effectiveFrom: companyToday(),
        })
      ).status,
    ).toBe(403);
    expect((await post(sales, '/staff/api/rates/withdraw', { id: 1 })).status).toBe(403);
  });

  it('prices pickups before the effective date by the old card and from it by the new; a saved quote keeps its prices; a lane without a price is priced by hand', async () => {
    const today = companyToday();
    const tomorrow = addCalendarDays(today, 1);
    const from = addCalendarDays(today, 10);
    // Save a quote before anything changes: its prices must hold after the publish.
    const saved = await callRoute('/tms/saveQuote', {
      ...booking(addCalendarDays(from, 1)),
      label: 'Economy',
      description: '2-3 days working service',
      price: 0,
      exGST: true,
      email: 'rates.saved@example.com',
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const quoteNumber = String(saved.json.qn_random);
    const savedCheck = await callRoute('/tms/check-quote', {
      quote_number: quoteNumber,
    });

    // The card in force with MEL → BNE economy raised to $500 a pallet, and no MEL → PER lane.
    const zones = (await download(admin, 'in-force', 'zones.csv')).text;
    const lanes = (await download(admin, 'in-force', 'lanes.csv')).text
      .replace('economy,MEL,BNE,0.00,427.10,95.00,,3', 'economy,MEL,BNE,0.00,500.00,95.00,,3')
      .split('\r\n')
      .filter((l) => !/^(economy|express),MEL,PER,/.test(l))
      .join('\r\n');
    const imported = await post(accounts, '/staff/api/rates/import', {
      zones,
      lanes,
      surcharges: SURCHARGES,
    });
    expect(imported.status, JSON.stringify(imported.json)).toBe(200);
    const published = await post(accounts, '/staff/api/rates/publish', {
      id: imported.json.id,
      effectiveFrom: from,
    });
    expect(published.status, JSON.stringify(published.json)).toBe(200);

    const before = await price(addCalendarDays(from, -1));
    expect((before.rates as { lines: { cents: number }[] }[])[0]!.lines[0]!.cents).toBe(42_710);
    expect(before.pricesFrom).toBeUndefined();
    const after = await price(from);
    expect(
      (after.rates as { lines: { cents: number; label: string }[] }[])[0]!.lines[0],
    ).toMatchObject({
      cents: 50_000,
      label: 'Base rate MEL → BNE: 1 pallet x $500.00, minimum $95.00',
    });
    expect(after.pricesFrom).toBe(from);
    // MEL → PER has no lane on the new card: no error, no price.
    const perth = await price(from, 'PERTH WA 6000');
    expect(perth).toMatchObject({ rates: [], priceByHand: true });
    expect((await price(tomorrow, 'PERTH WA 6000')).priceByHand).toBeUndefined();
    // The saved quote looks up with the prices it was saved with.
    const again = await callRoute('/tms/check-quote', {
      quote_number: quoteNumber,
    });
    expect(again.json.data).toEqual(savedCheck.json.data);

    // The card published ahead can be withdrawn; then the old prices apply again.
    const withdrawn = await post(admin, '/staff/api/rates/withdraw', {
      id: imported.json.id,
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.json)).toBe(200);
    forgetRateCards();
    const back = await price(from);
    expect((back.rates as { lines: { cents: number }[] }[])[0]!.lines[0]!.cents).toBe(42_710);
    const audit = await (
      await database()
    )
      .selectFrom('staff_audit')
      .select('action')
      .where('action', 'like', 'rates.%')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['rates.import', 'rates.publish', 'rates.withdraw']),
    );
  });
});

describe('rate cards changed together', () => {
  /** A draft of the card in force with MEL → BNE economy at `dollars` a pallet. */
  async function draftAt(dollars: string): Promise<number> {
    const zones = (await download(admin, 'in-force', 'zones.csv')).text;
    const lanes = (await download(admin, 'in-force', 'lanes.csv')).text.replace(
      'economy,MEL,BNE,0.00,427.10,95.00,,3',
      `economy,MEL,BNE,0.00,${dollars},95.00,,3`,
    );
    const imported = await post(admin, '/staff/api/rates/import', {
      zones,
      lanes,
      surcharges: SURCHARGES,
    });
    expect(imported.status, JSON.stringify(imported.json)).toBe(200);
    return Number(imported.json.id);
  }
  const publish = (id: number, effectiveFrom: string) =>
    post(admin, '/staff/api/rates/publish', { id, effectiveFrom });

  it('of two cards for one day the one published later applies, in the lists as in pricing; a draft published twice at once is published once', async () => {
    const day = addCalendarDays(companyToday(), 20);
    const first = await draftAt('510.00');
    expect((await publish(first, day)).status).toBe(200);
    const second = await draftAt('520.00');
    expect((await publish(second, day)).status).toBe(200);
    expect(baseLine(await price(day)).cents).toBe(52_000);
    expect(inForceOn(await listRateCards(), day)?.id).toBe(second);

    const third = await draftAt('530.00');
    const twice = await Promise.all([
      publish(third, addCalendarDays(day, 1)),
      publish(third, addCalendarDays(day, 2)),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = twice.find((r) => r.status === 200)!;
    const cards = await listRateCards();
    const row = cards.find((c) => c.id === third)!;
    expect(row).toMatchObject({
      status: 'published',
      effectiveFrom: (won.json.card as { effectiveFrom: string }).effectiveFrom,
    });
    // Each change has its own revision, so every server notices each one.
    const db = await database();
    const revisions = await db
      .selectFrom('rate_cards')
      .select('revision')
      .where('id', 'in', [first, second, third])
      .execute();
    expect(new Set(revisions.map((r) => Number(r.revision))).size).toBe(3);
    const audit = await db
      .selectFrom('staff_audit')
      .select('id')
      .where('action', '=', 'rates.publish')
      .where('subject', '=', `rate_cards:${third}`)
      .execute();
    expect(audit).toHaveLength(1);

    for (const id of [first, second, third])
      expect((await post(admin, '/staff/api/rates/withdraw', { id })).status).toBe(200);
    forgetRateCards();
    expect(baseLine(await price(day)).cents).toBe(42_710);
  });
});

describe('rate cards from a terminal', () => {
  // Last: it publishes a card in force from today.
  it('exports the card in force, imports an edited price as the draft with its preview, publishes it, and quotes by it; audited as the terminal', async () => {
    const today = companyToday();
    const pickup = addCalendarDays(today, 2);
    expect(baseLine(await price(pickup)).cents).toBe(42_710);

    const exported = await ops('rates', 'export', '--dir', work);
    expect(exported.code, exported.stderr).toBe(0);
    // The same files as the console's download.
    for (const file of ['zones.csv', 'lanes.csv', 'surcharges.csv']) {
      expect(fs.readFileSync(path.join(work, file), 'utf8')).toBe(
        (await download(sales, 'in-force', file)).text,
      );
    }
    const lanesFile = path.join(work, 'lanes.csv');
    const lanes = fs.readFileSync(lanesFile, 'utf8');
    expect(lanes).toContain('\r\neconomy,MEL,BNE,0.00,427.10,95.00,,3\r\n');
    fs.writeFileSync(
      lanesFile,
      lanes.replace('\r\neconomy,MEL,BNE,0.00,427.10,', '\r\neconomy,MEL,BNE,0.00,461.25,'),
    );

    // A bad file changes nothing and names the fault.
    // (Each command closes the database when it ends: it is opened again for each look.)
    const cards = async () => (await database()).selectFrom('rate_cards').select('id').execute();
    const cardsBefore = await cards();
    fs.mkdirSync(path.join(work, 'bad'));
    fs.writeFileSync(path.join(work, 'bad', 'zones.csv'), 'zone,postcode_from,postcode_to\r\n');
    fs.copyFileSync(lanesFile, path.join(work, 'bad', 'lanes.csv'));
    const bad = await ops('rates', 'import', '--dir', path.join(work, 'bad'), '--draft');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('The files were not imported: nothing has changed.');
    expect(bad.stderr).toContain('zones.csv has no rows under its header');
    expect(await cards()).toEqual(cardsBefore);

    const imported = await ops('rates', 'import', '--dir', work, '--draft');
    expect(imported.code, imported.stderr).toBe(0);
    const id = Number(/Imported rate card (\d+) as the draft/.exec(imported.stdout)?.[1]);
    expect(id).toBeGreaterThan(0);
    // The preview: the busiest lane of the last 90 days' quotes, at 1 pallet, old → new.
    expect(imported.stdout).toMatch(/MEL → BNE .* 1 {2}\$427\.10 → \$461\.25 \(\+8\.0%\)/);
    expect(imported.stdout).toMatch(
      /The (one quote|[\d,]+ quotes) of the last 30 days would have cost [\d.]+% more/,
    );
    // A draft prices nothing.
    expect(baseLine(await price(pickup)).cents).toBe(42_710);
    const listed = await ops('rates', 'list', '--json');
    expect(JSON.parse(listed.stdout)).toContainEqual(
      expect.objectContaining({ id, status: 'draft', source: 'terminal' }),
    );

    const published = await ops('rates', 'publish', String(id), '--from', today);
    expect(published.code, published.stderr).toBe(0);
    expect(baseLine(await price(pickup))).toMatchObject({
      cents: 46_125,
      label: 'Base rate MEL → BNE: 1 pallet x $461.25, minimum $95.00',
    });
    expect((await ops('rates', 'list')).stdout).toMatch(
      new RegExp(`^ +${id} +in force +${today}`, 'm'),
    );
    // Published, it is no longer a draft; a past day is refused as a bad argument.
    expect((await ops('rates', 'publish', String(id), '--from', today)).code).toBe(1);
    expect((await ops('rates', 'publish', String(id), '--from', '2020-01-01')).code).toBe(2);

    const audit = await (
      await database()
    )
      .selectFrom('staff_audit')
      .select(['action', 'actor_email'])
      .where('subject', '=', `rate_cards:${id}`)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'rates.import', actor_email: terminalActor().email },
      { action: 'rates.publish', actor_email: terminalActor().email },
    ]);
  });
});

describe("a draft's preview", () => {
  it('reprices every quote of the last 30 days, a page at a time, each once', async () => {
    const db = await database();
    const [quote] = await db.selectFrom('quotes').selectAll().orderBy('id').limit(1).execute();
    expect(quote).toBeDefined();
    const { id, ...copy } = quote!;
    expect(id).toBeGreaterThan(0);
    // More quotes than two pages hold, each under a number of its own.
    const copies = Array.from({ length: 2 * PREVIEW_PAGE + 3 }, (_, i) => ({
      ...copy,
      quote_number: `QPV${String(i).padStart(6, '0')}`,
      created_at: new Date().toISOString(),
    }));
    for (let at = 0; at < copies.length; at += 200) {
      await db
        .insertInto('quotes')
        .values(copies.slice(at, at + 200))
        .execute();
    }
    const { n } = await db
      .selectFrom('quotes')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('created_at', '>=', new Date(Date.now() - 30 * 86_400_000).toISOString())
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBeGreaterThan(2 * PREVIEW_PAGE);
    const current = (await rateCardFor(companyToday()))!.card;
    const { lastMonth } = await previewRateCard(db, current, current);
    expect(lastMonth.quotes).toBe(Number(n));
    expect(lastMonth.byHand).toBeLessThanOrEqual(lastMonth.quotes);
  });
});
