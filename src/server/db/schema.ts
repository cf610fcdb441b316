import type { CoreTables } from './tables/core';

// The whole database, one table group per feature (see ./tables). Add a feature's group here.
export type Database = CoreTables;
