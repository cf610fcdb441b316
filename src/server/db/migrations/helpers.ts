import type { CreateTableBuilder, Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** An auto-incrementing integer primary key named id, in the dialect's own way. */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: Dialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A double-precision column type that both dialects accept. */
export function doubleType(dialect: Dialect): 'double precision' | 'real' {
  return dialect === 'postgres' ? 'double precision' : 'real';
}

export type Migration = {
  name: string;
  up: (db: Kysely<unknown>, dialect: Dialect) => Promise<void>;
};
