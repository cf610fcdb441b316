import type { Migration } from './helpers';
import { withId } from './helpers';

const textColumns = [
  'pickup_business_name',
  'pickup_street',
  'pickup_suburb',
  'pickup_contact_name',
  'pickup_phone',
  'pickup_date',
  'pickup_ready_from',
  'pickup_closes_at',
  'pickup_instructions',
  'delivery_business_name',
  'delivery_street',
  'delivery_suburb',
  'delivery_contact_name',
  'delivery_phone',
  'delivery_instructions',
  'customer_reference',
  'goods_description',
  'rate_id',
  'price',
] as const;

export const bookingsMigration: Migration = {
  name: '009-bookings',
  async up(db, dialect) {
    let table = withId(db.schema.createTable('bookings'), dialect)
      .addColumn('booking_reference', 'text', (c) => c.notNull().unique())
      .addColumn('quote_id', 'integer', (c) => c.notNull().unique().references('quotes.id'))
      .addColumn('quote_number', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull());
    for (const column of textColumns) {
      table = table.addColumn(column, 'text', (c) => c.notNull());
    }
    await table
      .addColumn('dangerous_goods', 'text')
      .addColumn('inc_gst_cents', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('booking_events'), dialect)
      .addColumn('booking_id', 'integer', (c) =>
        c.notNull().references('bookings.id').onDelete('cascade'),
      )
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .execute();
    // A status is reached once: the key turns a second, concurrent change into a refusal.
    await db.schema
      .createIndex('booking_events_status')
      .on('booking_events')
      .columns(['booking_id', 'status'])
      .unique()
      .execute();
  },
};
