import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '../env';
import { log } from '../log';
import { createMailer } from './transport';

describe('mail written to a file (no SMTP_URL)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    resetEnvForTests();
  });

  it('logs the file, which names the outbox row, and never the recipient or subject', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-transport-test-'));
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('SMTP_URL', '');
    resetEnvForTests();
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const mailer = createMailer();
    await mailer.send(
      {
        from: 'no-reply@banksiafreight.com.au',
        to: 'jo.citizen@example.com',
        subject: 'Credit application: Jo Citizen Haulage',
        text: 'Hello',
      },
      '2026-12-03T00-00-00-000Z-7-credit-company',
    );
    const file = path.join(dataDir, 'outbox', '2026-12-03T00-00-00-000Z-7-credit-company.eml');
    expect(fs.readFileSync(file, 'utf8')).toContain('jo.citizen@example.com');
    const logged = JSON.stringify(info.mock.calls);
    expect(logged).toContain('-7-credit-company.eml');
    expect(logged).not.toContain('jo.citizen');
    expect(logged).not.toContain('Jo Citizen Haulage');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
