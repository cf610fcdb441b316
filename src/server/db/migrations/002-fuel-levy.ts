import type { Kysely } from 'kysely';
import { fuelLevyConfig } from '@/content/fuel-levy-config';
import { computeFuelLevy } from '@/domain/fuel-levy';
import { sampleFuelLevyHistory } from '../seed/fuel-levy-sample';
import type { FuelLevyTables } from '../tables/fuel-levy';
import type { Migration } from './helpers';
import { doubleType, withId } from './helpers';

export const fuelLevyMigration: Migration = {
  name: '002-fuel-levy',
  async up(db, dialect) {
    const double = doubleType(dialect);
    await withId(db.schema.createTable('fuel_levies'), dialect)
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('month', 'integer', (c) => c.notNull())
      .addColumn('diesel_price_cents', double, (c) => c.notNull())
      .addColumn('fuel_tax_credit_cents', double, (c) => c.notNull())
      .addColumn('base_price_cents', double, (c) => c.notNull())
      .addColumn('local_factor', double, (c) => c.notNull())
      .addColumn('linehaul_factor', double, (c) => c.notNull())
      .addColumn('local_levy', double, (c) => c.notNull())
      .addColumn('linehaul_levy', double, (c) => c.notNull())
      .addColumn('applies_from', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('fuel_levies_year_month')
      .on('fuel_levies')
      .columns(['year', 'month'])
      .unique()
      .execute();

    // Sample history, so a fresh installation shows the page and prices quotes. It is seeded here
    // because the migrator runs each migration once, under its lock, even with several instances
    // starting together.
    const now = new Date().toISOString();
    const typed = db as unknown as Kysely<FuelLevyTables>;
    await typed
      .insertInto('fuel_levies')
      .values(
        sampleFuelLevyHistory.map((m) => {
          const levy = computeFuelLevy(m, fuelLevyConfig);
          return {
            year: m.year,
            month: m.month,
            diesel_price_cents: m.dieselPriceCents,
            fuel_tax_credit_cents: m.fuelTaxCreditCents,
            base_price_cents: m.basePriceCents,
            local_factor: fuelLevyConfig.localFactor,
            linehaul_factor: fuelLevyConfig.linehaulFactor,
            local_levy: levy.local,
            linehaul_levy: levy.linehaul,
            applies_from: m.appliesFrom,
            source: 'sample' as const,
            created_at: now,
            updated_at: now,
          };
        }),
      )
      .execute();
  },
};
