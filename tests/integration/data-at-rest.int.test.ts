import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer } from '@/server/boot';
import { resetEncryptionKeyForTests } from '@/server/crypto/field-encryption';
import { closeDatabase, database } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { log } from '@/server/log';
import { deliverDueMail, resetMailerForTests, stopDeliveryLoop } from '@/server/outbox/outbox';
import { runOps } from '@/server/ops/program';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

let app: TestApp;
let dataDir: string;

/** The default set-up: SQLite in DATA_DIR and .eml files, in a data folder the site makes itself. */
async function useDataDir(dir: string): Promise<void> {
  await closeDatabase();
  process.env.DATA_DIR = dir;
  delete process.env.DATABASE_URL;
  delete process.env.SMTP_URL;
  resetEnvForTests();
  resetMailerForTests();
  resetEncryptionKeyForTests();
}

beforeAll(async () => {
  app = await startTestApp();
  dataDir = path.join(app.dataDir, 'site-data');
  await useDataDir(dataDir);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await stopDeliveryLoop();
});
afterAll(async () => {
  await app.close();
});

function modeOf(file: string): string {
  return (fs.statSync(file).mode & 0o777).toString(8);
}

function contact(subject: string) {
  return {
    first_name: 'Mei',
    last_name: 'Tanaka',
    email: 'mei.tanaka@example.com',
    subject,
    phone: '0491 570 006',
    message: 'Two pallets of ceramics from Port Melbourne to Hobart.',
  };
}

function emlFiles(): string[] {
  const folder = path.join(dataDir, 'outbox');
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith('.eml')) : [];
}

async function ops(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runOps(args, { out: (t) => (stdout += `${t}\n`), err: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

describe('data at rest', () => {
  it('makes the data folder for its owner only, and the database files readable by the owner only', async () => {
    expect(fs.existsSync(dataDir)).toBe(false);
    const db = await database();
    await db
      .insertInto('rate_limits')
      .values({ bucket: 'probe', count: 1, expires_at: 1 })
      .execute();
    const file = path.join(dataDir, 'site.sqlite');
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(file)).toBe('600');
    expect(modeOf(`${file}-wal`)).toBe('600');
    expect(modeOf(`${file}-shm`)).toBe('600');
  });

  it('writes .eml files readable by the owner only, and says once at start that mail goes nowhere', async () => {
    const warn = vi.spyOn(log, 'warn');
    resetMailerForTests();
    await startServer();
    for (const subject of ['First enquiry', 'Second enquiry']) {
      const res = await callRoute('/tms/save-contact', contact(subject));
      expect(res.status).toBe(200);
      await deliverDueMail();
    }
    const notices = warn.mock.calls.filter((c) => String(c[1]).includes('SMTP_URL is not set'));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.[0]).toEqual({ folder: path.join(dataDir, 'outbox') });

    const files = emlFiles();
    expect(files).toHaveLength(2);
    expect(modeOf(path.join(dataDir, 'outbox'))).toBe('700');
    for (const f of files) expect(modeOf(path.join(dataDir, 'outbox', f))).toBe('600');
  });

  it('takes group and other access away from a data folder and database that have it', async () => {
    await closeDatabase();
    const file = path.join(dataDir, 'site.sqlite');
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(file, 0o644);
    await database();
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(file)).toBe('600');
  });

  it('refuses to start with a key file that other users can read, naming the file and the fix', async () => {
    const keyFile = path.join(dataDir, 'credit-encryption.key');
    // The first start made the key file, for its owner only.
    expect(modeOf(keyFile)).toBe('600');
    fs.chmodSync(keyFile, 0o644);
    resetEncryptionKeyForTests();
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await startServer();

    expect(exit).toHaveBeenCalledWith(1);
    const printed = error.mock.calls.map((c) => String(c[0])).join('\n');
    expect(printed).toContain('The site cannot start.');
    expect(printed).toContain(keyFile);
    expect(printed).toContain(`chmod 600 ${keyFile}`);
    fs.chmodSync(keyFile, 0o600);
  });
});

describe('outbox prune', () => {
  it('removes .eml files and empties the bodies of mail sent before the cut-off, and nothing else', async () => {
    const db = await database();
    const [oldFile, recentFile] = emlFiles().sort();
    const [oldRow, recentRow] = await db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'sent')
      .orderBy('id')
      .execute();
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60_000);
    fs.utimesSync(path.join(dataDir, 'outbox', oldFile!), longAgo, longAgo);
    await db
      .updateTable('outbox')
      .set({ sent_at: longAgo.toISOString() })
      .where('id', '=', oldRow!.id)
      .execute();

    const run = await ops('outbox', 'prune');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\(30 days ago\): 1 body emptied, 1 \.eml file removed\./);
    expect(emlFiles()).toEqual([recentFile]);

    const rows = await (
      await database()
    )
      .selectFrom('outbox')
      .select(['id', 'status', 'subject', 'html', 'text'])
      .where('id', 'in', [oldRow!.id, recentRow!.id])
      .orderBy('id')
      .execute();
    expect(rows[0]).toMatchObject({ status: 'sent', html: '', text: '' });
    expect(rows[0]?.subject).toContain('First enquiry');
    expect(rows[1]?.html).toContain('Second enquiry');

    const again = await ops('outbox', 'prune', '--older-than-days', '30');
    expect(again.stdout).toMatch(/0 bodies emptied, 0 \.eml files removed\./);
  });

  it('refuses an age that is not a whole number of days', async () => {
    const run = await ops('outbox', 'prune', '--older-than-days', 'a month');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--older-than-days must be a whole number of days');
  });
});
