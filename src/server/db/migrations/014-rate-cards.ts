import { buildShippedCard } from '@/domain/shipped-rate-card';
import { insertCard } from '../../rates/card-rows';
import { allSuburbs } from '../../suburbs/suburbs.server';
import type { Migration } from './helpers';
import { withId } from './helpers';

/**
 * Zone rate cards (decision 125) and the card each saved quote was priced with. The first card is
 * built here from today's formula at the zones' centres (decision 126) and published from the
 * first day, so prices do not jump on upgrade; the migrator runs it once, under its lock.
 */
export const rateCardsMigration: Migration = {
  name: '014-rate-cards',
  async up(db, dialect) {
    await withId(db.schema.createTable('rate_cards'), dialect)
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('effective_from', 'text')
      .addColumn('surcharges', 'text', (c) => c.notNull())
      .addColumn('zone_count', 'integer', (c) => c.notNull())
      .addColumn('lane_count', 'integer', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('published_at', 'text')
      .addColumn('published_by', 'text')
      .addColumn('withdrawn_at', 'text')
      .addColumn('withdrawn_by', 'text')
      .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('rate_cards_revision')
      .on('rate_cards')
      .column('revision')
      .execute();
    await db.schema
      .createTable('rate_card_zones')
      .addColumn('card_id', 'integer', (c) =>
        c.notNull().references('rate_cards.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('zone', 'text', (c) => c.notNull())
      .addColumn('postcode_from', 'integer', (c) => c.notNull())
      .addColumn('postcode_to', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_card_zones_pk', ['card_id', 'position'])
      .execute();
    await db.schema
      .createTable('rate_card_lanes')
      .addColumn('card_id', 'integer', (c) =>
        c.notNull().references('rate_cards.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('service', 'text', (c) => c.notNull())
      .addColumn('from_zone', 'text', (c) => c.notNull())
      .addColumn('to_zone', 'text', (c) => c.notNull())
      .addColumn('basic_charge_cents', 'integer', (c) => c.notNull())
      .addColumn('per_pallet_cents', 'integer', (c) => c.notNull())
      .addColumn('minimum_cents', 'integer', (c) => c.notNull())
      .addColumn('max_pallets', 'integer')
      .addColumn('transit_days', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_card_lanes_pk', ['card_id', 'position'])
      .execute();
    await db.schema
      .alterTable('quotes')
      .addColumn('rate_card_id', 'integer', (c) => c.references('rate_cards.id'))
      .execute();

    const now = new Date().toISOString();
    await insertCard(db, buildShippedCard(allSuburbs()), {
      status: 'published',
      effective_from: '2000-01-01',
      source: 'shipped with the site',
      created_at: now,
      published_at: now,
      revision: 1,
    });
  },
};
