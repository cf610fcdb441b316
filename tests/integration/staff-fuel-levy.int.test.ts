import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { database } from '@/server/db/client';
import { fuelLeviesAnswer } from '@/server/services/fuel-levy.server';
import { startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { Browser, enrolledStaff } from './staff-support';

let app: TestApp;
let admin: Browser;
let sales: Browser;

const save = (browser: Browser, body: unknown) => browser.call('/staff/api/fuel-levy/save', body);
const remove = (browser: Browser) => browser.call('/staff/api/fuel-levy/remove-samples', {});

async function auditRows(action: string) {
  const db = await database();
  return db
    .selectFrom('staff_audit')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

async function savedMonth(year: number, month: number) {
  const db = await database();
  return db
    .selectFrom('fuel_levies')
    .selectAll()
    .where('year', '=', year)
    .where('month', '=', month)
    .executeTakeFirst();
}

// December 2030: 195.80 c/L incl. GST ÷ 1.1 = 178.00; less 32.40 credit = 145.60;
// (145.60 − 100) ÷ 100 = 0.456; × 26% = 11.856 → 11.86% local, × 33% = 15.048 → 15.05% linehaul.
const december = {
  month: '2030-12',
  dieselPriceCents: '195.80',
  fuelTaxCreditCents: '32.40',
  basePriceCents: '100',
  appliesFrom: '2030-12-01',
};

beforeAll(async () => {
  app = await startTestApp({ CLIENT_ADDRESS_FROM_SERVER: '1' });
  admin = (await enrolledStaff('levy-admin@test.example', 'admin', '10.0.1.1')).browser;
  sales = (await enrolledStaff('levy-sales@test.example', 'sales', '10.0.1.2')).browser;
}, 120_000);
afterAll(async () => {
  await app.close();
});

describe('fuel levy in the staff console', () => {
  it('an admin saves a month: the levies are computed by the formula, published, and audited', async () => {
    const res = await save(admin, december);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({
      replaced: false,
      month: {
        monthName: 'December',
        year: 2030,
        local: 11.86,
        linehaul: 15.05,
        appliesFrom: '2030-12-01',
      },
    });
    const row = await savedMonth(2030, 12);
    expect(row).toMatchObject({ source: 'operator', applies_from: '2030-12-01' });
    expect(Number(row!.local_levy)).toBe(11.86);
    expect(Number(row!.linehaul_levy)).toBe(15.05);
    expect(Number(row!.diesel_price_cents)).toBe(195.8);
    // The public API shows the new month at once: it is the newest.
    expect((await fuelLeviesAnswer()).fuel_levies[0]).toEqual({
      month_name: 'December',
      year: 2030,
      local: 11.86,
      linehaul: 15.05,
    });
    const audit = await auditRows('fuel-levy.add');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_email: 'levy-admin@test.example',
      subject: 'fuel_levies:2030-12',
      detail:
        'December 2030: diesel 195.80 c/L, fuel tax credit 32.40 c/L, base 100.00 c/L; ' +
        'local 11.86%, linehaul 15.05%, from 2030-12-01',
    });
  });

  it('a month already saved is refused unless the form asks to replace it', async () => {
    const again = await save(admin, { ...december, dieselPriceCents: '184.80' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(
      'A fuel levy for December 2030 is already saved. Tick “Replace the saved month” to replace it.',
    );
    expect(Number((await savedMonth(2030, 12))!.local_levy)).toBe(11.86);

    // 184.80 ÷ 1.1 = 168.00; − 32.40 = 135.60; 0.356 × 26% = 9.256 → 9.26; × 33% = 11.748 → 11.75.
    const replaced = await save(admin, {
      ...december,
      dieselPriceCents: '184.80',
      appliesFrom: '2030-12-08',
      replace: true,
    });
    expect(replaced.status, JSON.stringify(replaced.json)).toBe(200);
    expect(replaced.json).toMatchObject({
      replaced: true,
      month: { local: 9.26, linehaul: 11.75 },
    });
    const row = await savedMonth(2030, 12);
    expect(Number(row!.local_levy)).toBe(9.26);
    expect(row!.applies_from).toBe('2030-12-08');
    const audit = await auditRows('fuel-levy.replace');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toContain('local 9.26%, linehaul 11.75%, from 2030-12-08');
  });

  it('a base price left out is the default of 100 c/L, and fuel below the base gives a zero levy', async () => {
    // 143.00 ÷ 1.1 = 130.00; − 32.40 = 97.60, below the base of 100: no levy, never a discount.
    const res = await save(admin, {
      month: '2031-01',
      dieselPriceCents: 143,
      fuelTaxCreditCents: 32.4,
      appliesFrom: '2031-01-05',
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ month: { local: 0, linehaul: 0 } });
    expect(Number((await savedMonth(2031, 1))!.base_price_cents)).toBe(100);
  });

  it('bad input gets a 400 naming the field, and nothing is saved or audited', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ month: 'December' }, 'month', 'Month must be a month written yyyy-MM, e.g. 2026-12'],
      [{ month: '2031-13' }, 'month', 'Month must be a month written yyyy-MM, e.g. 2026-12'],
      [
        { month: '1999-02', appliesFrom: '1999-02-01' },
        'year',
        'Year must be between 2000 and 2100',
      ],
      [
        { dieselPriceCents: 'lots' },
        'dieselPriceCents',
        'Diesel price must be a number of cents per litre',
      ],
      [
        { dieselPriceCents: '' },
        'dieselPriceCents',
        'Diesel price must be a number of cents per litre',
      ],
      [
        { dieselPriceCents: '19.5' },
        'dieselPriceCents',
        'Diesel price must be between 50 and 500 c/L',
      ],
      [
        { fuelTaxCreditCents: '120' },
        'fuelTaxCreditCents',
        'Fuel tax credit must be between 0 and 100 c/L',
      ],
      [{ basePriceCents: '0' }, 'basePriceCents', 'Base price must be between 20 and 400 c/L'],
      [
        { appliesFrom: '01/02/2031' },
        'appliesFrom',
        'Applies-from must be a date written yyyy-MM-dd, e.g. 2026-12-01',
      ],
      [
        { appliesFrom: '2031-02-30' },
        'appliesFrom',
        'Applies-from must be a date written yyyy-MM-dd, e.g. 2026-12-01',
      ],
      [
        { appliesFrom: '2031-03-01' },
        'appliesFrom',
        'Applies-from must be a day in the levy month',
      ],
    ];
    for (const [change, field, message] of cases) {
      const body = { ...december, month: '2031-02', appliesFrom: '2031-02-01', ...change };
      const res = await save(admin, body);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.json.message, JSON.stringify(change)).toBe(message);
      expect(res.json.field, JSON.stringify(change)).toBe(field === 'year' ? 'month' : field);
    }
    const extra = await save(admin, { ...december, local: 99 });
    expect(extra.status).toBe(400);
    expect(await savedMonth(2031, 2)).toBeUndefined();
    expect(await savedMonth(1999, 2)).toBeUndefined();
    expect(await auditRows('fuel-levy.add')).toHaveLength(2);
  });

  it('only an admin may save a month or remove the samples', async () => {
    const res = await save(sales, { ...december, month: '2031-04', appliesFrom: '2031-04-01' });
    expect(res.status).toBe(403);
    expect(await savedMonth(2031, 4)).toBeUndefined();
    expect((await remove(sales)).status).toBe(403);
    expect((await remove(new Browser('10.0.1.9'))).status).toBe(401);
  });

  it('"Remove sample months" removes the sample history only, and says how many in the audit log', async () => {
    const db = await database();
    const count = async (source: 'sample' | 'operator') =>
      Number(
        (
          await db
            .selectFrom('fuel_levies')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('source', '=', source)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const samples = await count('sample');
    expect(samples).toBeGreaterThan(0);
    const res = await remove(admin);
    expect(res.status).toBe(200);
    expect(res.json.removed).toBe(samples);
    expect(await count('sample')).toBe(0);
    expect(await count('operator')).toBe(2);
    const audit = await auditRows('fuel-levy.remove-samples');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_email: 'levy-admin@test.example',
      detail: `${samples} sample months removed`,
    });
    // A second press finds none.
    const again = await remove(admin);
    expect(again.json.removed).toBe(0);
    expect((await auditRows('fuel-levy.remove-samples'))[1]!.detail).toBe(
      '0 sample months removed',
    );
  });
});
