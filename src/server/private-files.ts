import 'server-only';
import fs from 'node:fs';
import { log } from './log';

// The data folder holds visitors' messages, credit applications and the key that protects bank
// details: readable by the site's own user only (docs/operations.md, "Data at rest").

const GROUP_OR_OTHER = 0o077;

function modeOf(file: string): number | undefined {
  try {
    return fs.statSync(file).mode & 0o777;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * Take group and other permissions away from a file or folder that has them. A warning says so,
 * since an operator may have opened it on purpose; where it cannot be changed (another owner), the
 * warning asks them to.
 */
export function tightenMode(file: string, mode: 0o600 | 0o700): void {
  const current = modeOf(file);
  if (current === undefined || (current & GROUP_OR_OTHER) === 0) return;
  const was = current.toString(8);
  try {
    fs.chmodSync(file, mode);
    log.warn({ file, was, now: mode.toString(8) }, 'took group and other access away from data');
  } catch (err) {
    log.warn(
      { file, mode: was, err: (err as Error).message },
      `data is open to other users and cannot be changed from here; run: chmod ${mode.toString(8)} ${file}`,
    );
  }
}

/** A folder for data, made (with its parents) for the owner only, or tightened if it exists. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  tightenMode(dir, 0o700);
}
