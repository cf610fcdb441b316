import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function openIn(dataDir: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'tests/support/open-database.ts'],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('embedded database', () => {
  it('migrates a new SQLite file once when three processes open it at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-migrate-race-'));
      const results = await Promise.all([openIn(dir), openIn(dir), openIn(dir)]);
      expect(results.map((r) => r.out.trim())).toEqual(['ok', 'ok', 'ok']);
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // Nine processes each load the TypeScript loader: minutes on a busy machine, not a measure.
  }, 120_000);
});
