import type { CoreTables } from './tables/core';
import type { CreditTables } from './tables/credit';
import type { FuelLevyTables } from './tables/fuel-levy';

// The whole database, one table group per feature (see ./tables). Add a feature's group here.
export type Database = CoreTables & FuelLevyTables & CreditTables;
