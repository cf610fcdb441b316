import type { BookingTables } from './tables/bookings';
import type { CoreTables } from './tables/core';
import type { CreditTables } from './tables/credit';
import type { FuelLevyTables } from './tables/fuel-levy';
import type { HomeQuoteTables } from './tables/home-quote';
import type { IdempotencyTables } from './tables/idempotency';
import type { MaintenanceTables } from './tables/maintenance';
import type { QuoteTables } from './tables/quotes';
import type { RateCardTables } from './tables/rate-cards';
import type { StaffTables } from './tables/staff';

// The whole database, one table group per feature (see ./tables). Add a feature's group here.
export type Database = CoreTables &
  FuelLevyTables &
  CreditTables &
  QuoteTables &
  HomeQuoteTables &
  IdempotencyTables &
  StaffTables &
  BookingTables &
  RateCardTables &
  MaintenanceTables;
