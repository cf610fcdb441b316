import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  // Server-only modules are fenced for the Next.js bundler; tests run them in plain Node.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Worker threads, as in the integration suite: a third quicker than processes here.
          pool: 'threads',
          // Projects with workers of their own run one after another when one command runs several
          // (npm run upgrade:next runs unit and integration files together).
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.int.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets a worker thread of its own: its own modules, environment variables (a
          // thread's process.env is its own copy), database and SMTP server. Threads load the
          // modules a file imports quicker than processes: on two cores the suite took 158 s, not
          // 201 s, on SQLite, and 198 s, not 208 s, on PostgreSQL (decision 190).
          pool: 'threads',
          isolate: true,
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'scale',
          include: ['tests/scale/**/*.scale.test.ts'],
          environment: 'node',
          // Runs on SQLite, or on PostgreSQL with TEST_DATABASE_URL; builds first when stale.
          globalSetup: ['tests/scale/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          pool: 'forks',
          // Each file runs whole servers of its own, on free ports with data of their own; two files
          // at once keep both cores busy while a server starts or waits (110 s one at a time, 70 s).
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
