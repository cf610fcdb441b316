// Backups that restore (decision 135): a copy taken while forms are being saved holds every
// submission acknowledged before it, restores only into an empty place, reads its bank details
// with the key, and its outbox goes on without sending any mail twice. On SQLite, or on
// PostgreSQL with TEST_DATABASE_URL (pg_dump and pg_restore).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, database } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { deliverDueMail, resetMailerForTests } from '@/server/outbox/outbox';
import { runOps } from '@/server/ops/program';
import { startTestSmtp } from '../support/smtp';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { contactBody, creditBank, creditBody } from '../support/valid-bodies';

let app: TestApp;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-test-'));
const extraDatabases: string[] = [];

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
  const adminUrl = process.env.TEST_DATABASE_URL;
  for (const name of extraDatabases) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  fs.rmSync(work, { recursive: true, force: true });
});

/**
 * The operator command, in this process, without first delivering due mail (as staff-support's
 * does): under load, delivery would not end before the visitors stop, and the backup must be
 * taken while they send.
 */
async function ops(...args: string[]) {
  const said = { stdout: '', stderr: '' };
  const code = await runOps(args, {
    out: (t) => (said.stdout += `${t}\n`),
    err: (t) => (said.stderr += `${t}\n`),
  });
  return { code, ...said };
}

/** A new, empty PostgreSQL database beside the test's (PostgreSQL runs only). */
async function emptyPostgres(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `site_restore_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  extraDatabases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const messageIdOf = (id: number, createdAt: string) => `outbox-${id}-${Date.parse(createdAt)}@`;

describe('backup under load, restore into a new place', () => {
  it('keeps every acknowledged submission, the bank details with the key, and sends each mail once', async () => {
    const sourceDataDir = app.dataDir;
    const sourceUrl = process.env.DATABASE_URL;
    // A credit application first: its bank details must come back readable.
    const credit = await callRoute('/tms/save-credit-application', creditBody());
    expect(credit.status).toBe(200);
    await deliverDueMail();

    // Visitors keep sending messages while the backup is taken.
    const acknowledged: { email: string; at: number }[] = [];
    let loading = true;
    const visitor = async (n: number) => {
      for (let i = 0; loading; i++) {
        const email = `load.${n}.${i}@example.com`;
        const r = await callRoute('/tms/save-contact', { ...contactBody(), email });
        if (r.status === 200) acknowledged.push({ email, at: Date.now() });
      }
    };
    const load = Promise.all([visitor(1), visitor(2), visitor(3)]);
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 20));
    // Everything acknowledged so far was acknowledged before the backup began (one thread).
    const acknowledgedBeforeBackup = acknowledged.length;
    const file = path.join(work, 'under-load.tar.gz');
    const taken = await ops('backup', '--to', file);
    const afterBackup = acknowledged.length;
    // Go on a little after the backup, then stop the visitors.
    while (acknowledged.length < afterBackup + 10) await new Promise((r) => setTimeout(r, 20));
    loading = false;
    await load;
    await deliverDueMail();
    expect(taken.stderr).toBe('');
    expect(taken.code).toBe(0);
    expect(taken.stdout).toContain('Key:            not included');

    const before = acknowledged.slice(0, acknowledgedBeforeBackup);
    expect(before.length).toBeGreaterThanOrEqual(30);

    // The archive: a manifest, the database, no key.
    const entries: string[] = [];
    await tar.list({ file, onReadEntry: (e) => entries.push(e.path) });
    expect(entries).toContain('manifest.json');
    expect(entries).toContain(app.dialect === 'sqlite' ? 'site.sqlite' : 'database.pgdump');
    expect(entries).not.toContain('credit-encryption.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    // A non-empty folder is refused, and nothing is written into it.
    const busy = path.join(work, 'busy');
    fs.mkdirSync(busy);
    fs.writeFileSync(path.join(busy, 'keep.txt'), 'mine');
    const targetUrl = app.dialect === 'postgres' ? await emptyPostgres() : undefined;
    const urlArgs = targetUrl ? ['--database-url', targetUrl] : [];
    const refused = await ops('restore', file, '--data-dir', busy, ...urlArgs);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not empty');
    expect(fs.readdirSync(busy)).toEqual(['keep.txt']);
    if (app.dialect === 'postgres') {
      // Nor is a database that has tables.
      const refusedDb = await ops(
        'restore',
        file,
        '--data-dir',
        path.join(work, 'x'),
        '--database-url',
        sourceUrl!,
      );
      expect(refusedDb.code).toBe(1);
      expect(refusedDb.stderr).toContain('database given is not empty');
    }

    const restoredDir = path.join(work, 'restored');
    const restored = await ops('restore', file, '--data-dir', restoredDir, ...urlArgs);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('The key did not come with the backup');
    // The key goes back where the operator kept it: here, the key file beside the data.
    fs.copyFileSync(
      path.join(sourceDataDir, 'credit-encryption.key'),
      path.join(restoredDir, 'credit-encryption.key'),
    );
    fs.chmodSync(path.join(restoredDir, 'credit-encryption.key'), 0o600);

    // The site starts on the restored copy, with a fresh mail server.
    await closeDatabase();
    const smtp = await startTestSmtp();
    try {
      Object.assign(process.env, { DATA_DIR: restoredDir, SMTP_URL: smtp.url });
      if (targetUrl) process.env.DATABASE_URL = targetUrl;
      resetEnvForTests();
      resetMailerForTests();
      const db = await database();

      const emails = new Set(
        (await db.selectFrom('contact_messages').select('email').execute()).map((r) => r.email),
      );
      const missing = before.filter((a) => !emails.has(a.email));
      expect(missing).toEqual([]);

      // What the copy holds in its outbox, before anything is delivered from it.
      const rows = await db.selectFrom('outbox').select(['id', 'status', 'created_at']).execute();

      // Bank details read with the key, through the operator's export (which delivers due mail).
      const exported = await ops(
        'export',
        'credit-applications',
        '--since',
        '2000-01-01',
        '--include-bank-details',
      );
      expect(exported.code).toBe(0);
      expect(exported.stdout).toContain(creditBank.bank_account_number);

      // The outbox resumes: what was pending in the copy goes once, what was sent never again.
      const pendingInCopy = rows.filter((r) => r.status === 'pending');
      const sentInCopy = rows.filter((r) => r.status === 'sent');
      expect(sentInCopy.length).toBeGreaterThan(0);
      expect(pendingInCopy.length).toBeGreaterThan(0);
      await deliverDueMail();
      await deliverDueMail();
      const received = smtp.messages.map((m) => m.messageId ?? '');
      expect(received).toHaveLength(pendingInCopy.length);
      expect(new Set(received).size).toBe(received.length);
      for (const row of pendingInCopy)
        expect(received.some((id) => id.includes(messageIdOf(row.id, row.created_at)))).toBe(true);
      for (const row of sentInCopy)
        expect(received.some((id) => id.includes(messageIdOf(row.id, row.created_at)))).toBe(false);
    } finally {
      await closeDatabase();
      await smtp.stop();
      Object.assign(process.env, { DATA_DIR: sourceDataDir, SMTP_URL: app.smtp.url });
      if (sourceUrl) process.env.DATABASE_URL = sourceUrl;
      resetEnvForTests();
      resetMailerForTests();
      await database();
    }
  }, 120_000);

  it('carries the key only when asked, and says so in the manifest', async () => {
    const file = path.join(work, 'with-key.tar.gz');
    const taken = await ops('backup', '--to', file, '--include-key');
    expect(taken.code).toBe(0);
    expect(taken.stdout).toContain('Key:            INCLUDED');
    const entries: string[] = [];
    let manifest = '';
    await tar.list({
      file,
      onReadEntry: (e) => {
        entries.push(e.path);
        if (e.path === 'manifest.json') e.on('data', (c: Buffer) => (manifest += c.toString()));
      },
    });
    expect(entries).toContain('credit-encryption.key');
    const parsed = JSON.parse(manifest) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      format: 1,
      database: app.dialect,
      keyIncluded: true,
      schemaVersion: expect.any(String) as unknown,
    });
    const tables = parsed.tables as Record<string, number>;
    expect(tables.contact_messages).toBeGreaterThanOrEqual(30);
    expect(tables.credit_applications).toBe(1);
    // A second backup to the same name is refused rather than overwriting the first.
    const again = await ops('backup', '--to', file);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'prints the exact pg_dump command where pg_dump is missing',
    async () => {
      const savedPath = process.env.PATH;
      process.env.PATH = '/nonexistent';
      try {
        const result = await ops('backup', '--to', path.join(work, 'nothing.tar.gz'));
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(
          `pg_dump --format=custom --no-owner --no-privileges --file='${path.join(work, 'nothing.tar.gz')}' "$DATABASE_URL"`,
        );
        expect(fs.existsSync(path.join(work, 'nothing.tar.gz'))).toBe(false);
      } finally {
        process.env.PATH = savedPath;
      }
    },
  );
});
