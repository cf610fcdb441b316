// A staff account added with the operator command against a running site's database, and the
// set-up link the command mailed for it. No browser here: the scale tests use it too.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The folder where the tests' SMTP server keeps each mail it receives (tests/e2e/server.ts). */
const mailDir = path.resolve('test-results', `e2e-${process.env.E2E_NAME ?? 'main'}-mail`);

/** The data folder of the site the browser tests start (tests/e2e/server.ts). */
export const mainDataDir = path.resolve(
  'test-results',
  `e2e-${process.env.E2E_NAME ?? 'main'}-data`,
);

/**
 * `npm run ops -- staff add …` against a site's database (by default the one the tests start);
 * returns the set-up link's path, read from the mail the command sent (an .eml file in the data
 * folder's outbox: the command shows the link only for the very first administrator). `env` adds
 * to the command's environment (DATABASE_URL for a site on PostgreSQL).
 */
export function addStaff(
  email: string,
  role: string,
  {
    dataDir = mainDataDir,
    siteUrl = process.env.E2E_BASE_URL,
    env = {},
  }: { dataDir?: string; siteUrl?: string; env?: Record<string, string> } = {},
): string {
  const out = execFileSync(
    'npm',
    [
      'run',
      '--silent',
      'ops',
      '--',
      'staff',
      'add',
      '--email',
      email,
      '--name',
      `E2E ${role}`,
      '--role',
      role,
    ],
    {
      env: {
        ...process.env,
        ...env,
        DATA_DIR: dataDir,
        SITE_URL: siteUrl,
        SMTP_URL: '',
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
      // A call that blocks the test's worker: a command that never ends fails the test, rather
      // than holding the suite past every test's own time limit.
      timeout: 120_000,
    },
  );
  if (!out.includes(`A set-up link was sent to ${email}`)) throw new Error(`not sent: ${out}`);
  // The command delivers its mail as an .eml file, unless the running site's delivery loop
  // (which shares the database) claims it first and sends it to the tests' SMTP server.
  const folders = [path.join(dataDir, 'outbox'), mailDir];
  const deadline = Date.now() + 30_000;
  for (;;) {
    const link = setUpLinkIn(folders, email);
    if (link) return link;
    if (Date.now() > deadline)
      throw new Error(`no mail with a set-up link to ${email} in ${folders.join(', ')}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
}

/** The newest set-up link mailed to `email`, in the raw mails of these folders. */
function setUpLinkIn(folders: string[], email: string): string | undefined {
  const mails = folders
    .filter((folder) => fs.existsSync(folder))
    .flatMap((folder) => fs.readdirSync(folder).map((name) => path.join(folder, name)))
    .filter((file) => fs.statSync(file).isFile())
    .map((file) => fs.readFileSync(file, 'utf8').replace(/=\r?\n/g, ''))
    .filter((text) => text.includes(`To: ${email}`));
  return mails
    .map((text) =>
      /https?:\/\/[^\s"<]+\/staff\/set-up\?token=3D([\w-]+)|https?:\/\/[^\s"<]+\/staff\/set-up\?token=([\w-]+)/.exec(
        text,
      ),
    )
    .filter((m) => m !== null)
    .map((m) => `/staff/set-up?token=${m[1] ?? m[2]}`)
    .at(-1);
}
