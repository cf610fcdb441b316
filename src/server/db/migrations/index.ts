import type { Migration } from './helpers';
import { coreMigration } from './001-core';
import { fuelLevyMigration } from './002-fuel-levy';
import { quotesMigration } from './003-quotes';
import { creditMigration } from './004-credit';
import { homeQuoteRequestsMigration } from './005-home-quote-requests';
import { outboxClaimsMigration } from './006-outbox-claims';
import { idempotencyKeysMigration } from './007-idempotency-keys';
import { staffMigration } from './008-staff';
import { bookingsMigration } from './009-bookings';
import { staffPasskeysMigration } from './010-staff-passkeys';
import { outboxRefMigration } from './011-outbox-ref';
import { staffSecondFactorAlwaysMigration } from './012-staff-second-factor-always';
import { rateCardsMigration } from './014-rate-cards';
import { maintenanceRunsMigration } from './016-maintenance-runs';
import { staffTotpStepsMigration } from './017-staff-totp-steps';
import { staffPasswordChangeDueMigration } from './018-staff-password-change-due';

// Every migration, in order. Names are never changed once released; a change is a new migration.
export const migrations: Migration[] = [
  coreMigration,
  fuelLevyMigration,
  quotesMigration,
  creditMigration,
  homeQuoteRequestsMigration,
  outboxClaimsMigration,
  idempotencyKeysMigration,
  staffMigration,
  bookingsMigration,
  staffPasskeysMigration,
  outboxRefMigration,
  staffSecondFactorAlwaysMigration,
  rateCardsMigration,
  maintenanceRunsMigration,
  staffTotpStepsMigration,
  staffPasswordChangeDueMigration,
];
