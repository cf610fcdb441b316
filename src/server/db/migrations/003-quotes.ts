import type { Migration } from './helpers';
import { doubleType, withId } from './helpers';

export const quotesMigration: Migration = {
  name: '003-quotes',
  async up(db, dialect) {
    const real = doubleType(dialect);
    await withId(db.schema.createTable('quotes'), dialect)
      .addColumn('quote_number', 'text', (c) => c.notNull().unique())
      .addColumn('is_dg', 'integer', (c) => c.notNull())
      .addColumn('is_hand_unload', 'integer', (c) => c.notNull())
      .addColumn('is_trailer_split', 'integer', (c) => c.notNull())
      .addColumn('has_tailgate', 'integer', (c) => c.notNull())
      .addColumn('pickup_postcode_id', 'text', (c) => c.notNull())
      .addColumn('delivery_postcode_id', 'text', (c) => c.notNull())
      .addColumn('pickup_date', 'text', (c) => c.notNull())
      .addColumn('expiry_date', 'text', (c) => c.notNull())
      .addColumn('road_km', real, (c) => c.notNull())
      .addColumn('total_weight', real, (c) => c.notNull())
      .addColumn('chargeable_weight', real, (c) => c.notNull())
      .addColumn('chargeable_pallets', 'integer', (c) => c.notNull())
      .addColumn('pricing', 'text', (c) => c.notNull())
      .addColumn('rate_id', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('quote_packagings'), dialect)
      .addColumn('quote_id', 'integer', (c) =>
        c.notNull().references('quotes.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('packaging_type_id', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('length', real, (c) => c.notNull())
      .addColumn('width', real, (c) => c.notNull())
      .addColumn('height', real, (c) => c.notNull())
      .addColumn('weight', real, (c) => c.notNull())
      .addColumn('total_weight', real, (c) => c.notNull())
      .addColumn('cubic_weight', real, (c) => c.notNull())
      .addColumn('chargeable_pallets', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('quote_packagings_quote')
      .on('quote_packagings')
      .columns(['quote_id', 'position'])
      .execute();
  },
};
