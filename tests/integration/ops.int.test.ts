import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCalendarDate } from '@/domain/calendar-date';
import { deliverDueMail } from '@/server/outbox/outbox';
import { database } from '@/server/db/client';
import { runOps } from '@/server/ops/program';
import { removeSampleFuelLevyMonths } from '@/server/services/fuel-levy.server';
import { signatureDataUrl } from '../support/credit-png';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

/** The operator command, in this process, with what it writes captured. */
async function ops(...args: string[]) {
  // A delivery started by a form must finish before the command closes the database.
  await deliverDueMail();
  let stdout = '';
  let stderr = '';
  const code = await runOps(args, {
    out: (t) => (stdout += t.endsWith('\n') ? t : `${t}\n`),
    err: (t) => (stderr += t.endsWith('\n') ? t : `${t}\n`),
  });
  return { code, stdout, stderr };
}

/** The operator command's audit rows of one action, oldest first. */
async function auditRows(action: string) {
  const db = await database();
  return db
    .selectFrom('staff_audit')
    .select(['actor_email', 'subject', 'detail'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}
const TERMINAL = `terminal (${userInfo().username})`;

/** A small RFC 4180 reader for the tests: quoted fields, doubled quotes, newlines in quotes. */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  const [header = [], ...body] = rows;
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

function header(text: string): string[] {
  return (text.split('\n')[0] ?? '').split(',');
}

/** Today's date in Melbourne, where `--since` dates are read. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(
  new Date(),
);
const nextWeek = toCalendarDate(new Date(Date.now() + 7 * 86_400_000));

const contact = {
  first_name: 'Harriet',
  last_name: 'Okafor',
  email: 'harriet.okafor@example.com',
  subject: '=HYPERLINK("http://evil.example","Click")',
  phone: '+61 491 570 110',
  message: 'Two pallets of wine, Griffith to Sunshine West, "fragile", every second Tuesday.',
};

const bank = {
  bank_name: 'Bendigo Bank',
  bank_account_number: '633-000 123456789',
  bank_address: '120 Pall Mall, Bendigo VIC 3550',
};

function creditApplication() {
  const refs = Object.fromEntries(
    ['first', 'second', 'third'].flatMap((n, i) => [
      [`${n}_reference_name`, `Reference ${i + 1} Pty Ltd`],
      [`${n}_reference_address`, `${i + 1} Export Drive, Brooklyn VIC 3012`],
      [`${n}_reference_phone`, `(03) 5550 200${i}`],
    ]),
  );
  return {
    name: 'Tomasz Kowalski',
    email: 'tomasz@kowalski-produce.example.com',
    phoneNumber: '0491 570 313',
    position: 'Owner',
    year_in_business: '7',
    home_address: '4 Acacia Court',
    suburb: 'Werribee',
    state: 'VIC',
    postcode: '3030',
    company_name: 'Kowalski Produce Pty Ltd',
    acn: '004 085 616',
    abn: '51 824 753 556',
    trading_name: 'Kowalski Produce',
    years_in_trading: '7',
    company_address: '9 Market Road',
    company_suburb: 'Werribee South',
    company_state: 'VIC',
    company_postcode: '3030',
    postal_address: 'PO Box 77',
    postal_suburb: 'Werribee',
    postal_state: 'VIC',
    postal_postcode: '3030',
    company_phone: '(03) 5550 3131',
    company_fax: '(03) 5550 3132',
    company_email: 'accounts@kowalski-produce.example.com',
    ...bank,
    ...refs,
    declaration_name: 'Tomasz Kowalski',
    declaration_position: 'Owner',
    declaration_signature: 'signedDeclaration_Tomasz Kowalski.png',
    declarationSignatureBinary: signatureDataUrl(530, 300),
    declaration_date_signed: today,
    act_name: 'Tomasz Kowalski',
    act_position: 'Owner',
    act_signature: 'signedPrivacyAct1988_Tomasz Kowalski.png',
    actSignatureBinary: signatureDataUrl(530, 300),
    act_date_signed: today,
  };
}

const quote = {
  is_dg: false,
  is_hand_unload: true,
  is_trailer_split: false,
  has_tailgate: false,
  pickup: 'LAVERTON NORTH VIC 3026',
  delivery: 'KILBURN SA 5084',
  date: toCalendarDate(new Date(Date.now() + 36 * 3600 * 1000)),
  expiryDate: '',
  packagings: [
    {
      type: '10',
      quantity: 4,
      length: 120,
      width: 100,
      height: 120,
      weight: 400,
      total_weight: 1600,
      chargeablePallets: 1,
    },
  ],
  label: 'Economy',
  description: '2-3 days working service',
  price: 1,
  exGST: true,
  email: 'dispatch@saltbush-supplies.example.com',
};

function tempFile(name: string): string {
  return path.join(app.dataDir, name);
}

describe('export contacts', () => {
  beforeAll(async () => {
    const saved = await callRoute('/tms/save-contact', contact);
    expect(saved.status).toBe(200);
  });

  it('writes what was saved to a file, without internal columns, and neutralises formulas', async () => {
    const out = tempFile('contacts.csv');
    const run = await ops('export', 'contacts', '--since', today, '--out', out);
    expect(run.stderr).toContain(
      `Exported 1 contact messages created since ${today} (Melbourne time) to ${out}.`,
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('');
    const text = fs.readFileSync(out, 'utf8');
    expect(header(text)).toEqual([
      'id',
      'first_name',
      'last_name',
      'email',
      'subject',
      'phone',
      'message',
      'created_at',
    ]);
    const rows = parseCsv(text);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: 'Harriet',
      email: 'harriet.okafor@example.com',
      subject: `'${contact.subject}`,
      phone: '+61 491 570 110',
      message: contact.message,
    });
    expect((fs.statSync(out).mode & 0o777).toString(8)).toBe('600');
  });

  it('writes CSV alone to stdout when run as a command, notes to stderr', async () => {
    const child = spawn(
      process.execPath,
      [
        '--conditions=react-server',
        '--import',
        'tsx',
        'src/server/ops/cli.ts',
        'export',
        'contacts',
        '--since',
        today,
      ],
      { env: { ...process.env, LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toContain('Exported 1 contact messages');
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe(
      'id,first_name,last_name,email,subject,phone,message,created_at',
    );
    expect(parseCsv(stdout)).toHaveLength(1);
  });

  it('exports nothing but the header for a later date', async () => {
    const run = await ops('export', 'contacts', '--since', nextWeek);
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(
      'id,first_name,last_name,email,subject,phone,message,created_at',
    );
    expect(run.stderr).toContain('Exported 0 contact messages');
  });

  it.each([
    [['export', 'contacts', '--since', '2026-02-30'], '2026-02-30 is not a calendar date'],
    [['export', 'contacts', '--since', 'last week'], '--since must be a date written yyyy-MM-dd'],
    [['export', 'contacts'], '--since is required'],
    [['export', 'invoices', '--since', today], 'unknown kind "invoices"'],
    [
      ['export', 'contacts', '--since', today, '--include-bank-details'],
      'applies only to credit-applications',
    ],
    [['export', 'contacts', '--since', today, '--out', '/no/such/folder/x.csv'], 'does not exist'],
  ])('refuses %j with a clear message and exit 2, writing nothing', async (args, message) => {
    const before = fs.readdirSync(app.dataDir).sort();
    const run = await ops(...args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stdout).toBe('');
    expect(fs.readdirSync(app.dataDir).sort()).toEqual(before);
  });

  it('does not replace an existing file unless told to', async () => {
    const out = tempFile('existing.csv');
    fs.writeFileSync(out, 'keep me\n');
    const refused = await ops('export', 'contacts', '--since', today, '--out', out);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('already exists; add --force');
    expect(fs.readFileSync(out, 'utf8')).toBe('keep me\n');
    const forced = await ops('export', 'contacts', '--since', today, '--out', out, '--force');
    expect(forced.code).toBe(0);
    expect(parseCsv(fs.readFileSync(out, 'utf8'))[0]?.email).toBe('harriet.okafor@example.com');
  });
});

describe('export quotes', () => {
  it('writes the saved quote', async () => {
    const saved = await callRoute('/tms/saveQuote', quote);
    expect(saved.status).toBe(200);
    const run = await ops('export', 'quotes', '--since', today);
    expect(run.code).toBe(0);
    const rows = parseCsv(run.stdout);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      quote_number: saved.json.qn_random,
      email: quote.email,
      pickup_postcode_id: 'LAVERTON NORTH VIC 3026',
      delivery_postcode_id: 'KILBURN SA 5084',
      is_hand_unload: '1',
    });
  });
});

describe('export credit-applications', () => {
  beforeAll(async () => {
    const saved = await callRoute('/tms/save-credit-application', creditApplication());
    expect(saved.status).toBe(200);
  });

  it('leaves bank details and signature images out, and says so', async () => {
    const run = await ops('export', 'credit-applications', '--since', today);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('Bank details are left out of this export');
    const columns = header(run.stdout);
    expect(columns).toContain('company_name');
    expect(columns).toContain('declaration_signature');
    for (const hidden of [
      'bank_details_enc',
      'bank_name',
      'bank_account_number',
      'bank_address',
      'declaration_signature_png',
      'act_signature_png',
      'fingerprint',
    ]) {
      expect(columns).not.toContain(hidden);
    }
    expect(run.stdout).not.toContain(bank.bank_account_number);
    expect(run.stdout).not.toContain('iVBORw0KGgo');
    const rows = parseCsv(run.stdout);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      company_name: 'Kowalski Produce Pty Ltd',
      email: 'tomasz@kowalski-produce.example.com',
      declaration_signature: 'signedDeclaration_Tomasz Kowalski.png',
    });
  });

  it('includes the decrypted bank details only when asked, with a warning', async () => {
    const out = tempFile('credit-with-bank.csv');
    const run = await ops(
      'export',
      'credit-applications',
      '--since',
      today,
      '--out',
      out,
      '--include-bank-details',
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('WARNING: this export contains bank details');
    const rows = parseCsv(fs.readFileSync(out, 'utf8'));
    expect(rows[0]).toMatchObject(bank);
    expect(Object.keys(rows[0] ?? {})).not.toContain('bank_details_enc');
    expect(Object.keys(rows[0] ?? {})).not.toContain('act_signature_png');
    // Audited as the terminal and the account that ran it, like a download in the console.
    expect((await auditRows('export')).at(-1)).toEqual({
      actor_email: TERMINAL,
      subject: 'credit-applications',
      detail: `1 row created since ${today} (Melbourne time), with bank details`,
    });
  });
});

describe('outbox status and retry', () => {
  it('shows mail failing while SMTP is down, with its last error, and recovers after retry', async () => {
    await deliverDueMail();
    const clean = await ops('outbox', 'status');
    expect(clean.code).toBe(0);
    expect(clean.stdout).toMatch(/^failing\s+0/m);

    await app.smtp.stop();
    const outage = {
      ...contact,
      subject: 'Sent during the outage',
      email: 'outage.ops@example.com',
    };
    expect((await callRoute('/tms/save-contact', outage)).status).toBe(200);
    const failing = await ops('outbox', 'status');
    expect(failing.code).toBe(0);
    expect(failing.stdout).toMatch(/^pending\s+0/m);
    expect(failing.stdout).toMatch(/^failing\s+1/m);
    expect(failing.stdout).toMatch(
      /contact\.company\s+office@test\.example\s+1\s+\S+\s+\S*(ECONNREFUSED|connect)/,
    );

    const json = await ops('outbox', 'status', '--json');
    const status = JSON.parse(json.stdout) as {
      failing: number;
      failures: { lastError: string }[];
    };
    expect(status.failing).toBe(1);
    expect(status.failures[0]?.lastError).toBeTruthy();

    await app.smtp.start();
    const retry = await ops('outbox', 'retry');
    expect(retry.code).toBe(0);
    expect(retry.stdout).toContain('1 pending mail made due now.');
    expect(retry.stdout).toContain('1 sent.');
    await app.smtp.waitFor((m) => m.subject?.includes('Sent during the outage') ?? false);

    const after = await ops('outbox', 'status');
    expect(after.stdout).toMatch(/^failing\s+0/m);
    expect(after.stdout).toMatch(/^pending\s+0/m);
    expect(
      app.smtp.messages.filter((m) => m.subject?.includes('Sent during the outage')),
    ).toHaveLength(1);
  });

  it('answers --help with every command and exit 0, and an unknown command with exit 2', async () => {
    const help = await ops('--help');
    expect(help.code).toBe(0);
    // A command loads its own code alone; help loads every command's, to list them all.
    const commands = ['fuel-levy', 'export', 'outbox', 'staff', 'booking', 'backup', 'restore'];
    for (const name of [...commands, 'retention', 'privacy', 'rates']) {
      expect(help.stdout).toMatch(new RegExp(`^  ${name} `, 'm'));
    }
    expect(help.stdout).toContain('docs/operations.md');
    const unknown = await ops('outbox', 'flush');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'flush'");
    const nonsense = await ops('nonsense');
    expect(nonsense.code).toBe(2);
    expect(nonsense.stderr).toContain("unknown command 'nonsense'");
  });
});

describe('fuel-levy remove-samples', () => {
  const sampleLines = (text: string) => text.split('\n').filter((l) => / sample$/.test(l));

  it('asks first at a terminal, and removes nothing when the answer is no', async () => {
    const questions: string[] = [];
    let stderr = '';
    const code = await runOps(['fuel-levy', 'remove-samples'], {
      out: () => undefined,
      err: (t) => (stderr += t),
      confirm: (question) => {
        questions.push(question);
        return Promise.resolve(false);
      },
    });
    expect(code).toBe(0);
    expect(questions).toEqual([
      'Remove 15 sample months (September 2025 to November 2026)? Months entered by staff are kept. [y/N] ',
    ]);
    expect(stderr).toContain('Nothing removed.');
    expect(sampleLines((await ops('fuel-levy', 'list')).stdout)).toHaveLength(15);
  });

  it('removes the 15 sample months of a new database and says how many', async () => {
    const run = await ops('fuel-levy', 'remove-samples', '--yes');
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe('Removed 15 sample months.');
    // Nothing else was saved in this database, so the operator is told what that means.
    expect(run.stderr).toContain('No fuel levy months are saved now');
    const list = await ops('fuel-levy', 'list');
    expect(list.stderr).toContain('No fuel levy months are saved.');
    expect(await removeSampleFuelLevyMonths()).toBe(0);
    expect(await auditRows('fuel-levy.remove-samples')).toEqual([
      { actor_email: TERMINAL, subject: 'fuel_levies', detail: '15 sample months removed' },
    ]);

    const again = await ops('fuel-levy', 'remove-samples');
    expect(again.code).toBe(0);
    expect(again.stdout.trim()).toBe('No sample months to remove.');
  });

  it('audits a month added or replaced from the terminal', async () => {
    const month = ['--month', '2026-12', '--diesel-price', '193.2', '--fuel-tax-credit', '20.7'];
    expect((await ops('fuel-levy', 'add', ...month, '--yes')).code).toBe(0);
    const replace = ['--diesel-price', '195.0', '--replace', '--yes'];
    expect(
      (await ops('fuel-levy', 'add', ...month.slice(0, 2), ...month.slice(4), ...replace)).code,
    ).toBe(0);
    const added = await auditRows('fuel-levy.add');
    const replaced = await auditRows('fuel-levy.replace');
    const last = [added.at(-1), replaced.at(-1)];
    expect(last.map((r) => [r?.actor_email, r?.subject])).toEqual([
      [TERMINAL, 'fuel_levies:2026-12'],
      [TERMINAL, 'fuel_levies:2026-12'],
    ]);
    expect(last[0]?.detail).toContain('diesel 193.20 c/L');
    expect(last[1]?.detail).toContain('diesel 195.00 c/L');
  });

  it('is listed in the help of fuel-levy', async () => {
    const help = await ops('fuel-levy', '--help');
    expect(help.stdout).toMatch(/remove-samples\s+.*sample months/);
  });
});
