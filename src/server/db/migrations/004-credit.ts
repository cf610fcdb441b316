import type { Migration } from './helpers';
import { withId } from './helpers';

const textColumns = [
  'name',
  'email',
  'phone_number',
  'position',
  'year_in_business',
  'home_address',
  'suburb',
  'state',
  'postcode',
  'company_name',
  'acn',
  'abn',
  'trading_name',
  'years_in_trading',
  'company_address',
  'company_suburb',
  'company_state',
  'company_postcode',
  'postal_address',
  'postal_suburb',
  'postal_state',
  'postal_postcode',
  'company_phone',
  'company_fax',
  'company_email',
  'bank_details_enc',
  'first_reference_name',
  'first_reference_address',
  'first_reference_phone',
  'second_reference_name',
  'second_reference_address',
  'second_reference_phone',
  'third_reference_name',
  'third_reference_address',
  'third_reference_phone',
  'declaration_name',
  'declaration_position',
  'declaration_signature',
  'declaration_signature_png',
  'declaration_date_signed',
  'act_name',
  'act_position',
  'act_signature',
  'act_signature_png',
  'act_date_signed',
  'fingerprint',
  'created_at',
] as const;

export const creditMigration: Migration = {
  name: '004-credit',
  async up(db, dialect) {
    let table = withId(db.schema.createTable('credit_applications'), dialect);
    for (const column of textColumns) {
      table = table.addColumn(column, 'text', (c) => c.notNull());
    }
    await table.execute();
    await db.schema
      .createIndex('credit_applications_fingerprint')
      .on('credit_applications')
      .columns(['fingerprint', 'created_at'])
      .execute();
    await db.schema
      .createIndex('credit_applications_created_at')
      .on('credit_applications')
      .column('created_at')
      .execute();
  },
};
