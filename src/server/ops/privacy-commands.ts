import 'server-only';
import path from 'node:path';
import type { Command } from 'commander';
import { database } from '../db/client';
import {
  erasePersonalData,
  exportPersonalData,
  requestAddressSchema,
} from '../privacy/personal-data';
import type { ErasureResult } from '../privacy/personal-data';
import { terminalActor } from '../staff/audit';
import { writeFileAtomically } from './export';
import { OpsError, UsageError } from './io';
import type { OpsIO } from './io';
import type { Runner } from './fuel-levy-commands';

/** The address as the forms accept it, never the company's own (see requestAddressSchema). */
function checkedEmail(value: string): string {
  const parsed = requestAddressSchema.safeParse(value);
  if (!parsed.success)
    throw new UsageError(`--email "${value}": ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

async function privacyExport(options: { email: string; out: string; force?: boolean }, io: OpsIO) {
  const email = checkedEmail(options.email);
  if (!options.out.endsWith('.json')) throw new UsageError('--out must name a .json file');
  const { data, summary } = await exportPersonalData(await database(), email, terminalActor());
  const summaryFile = options.out.replace(/\.json$/, '.txt');
  writeFileAtomically(options.out, `${JSON.stringify(data, null, 2)}\n`, Boolean(options.force));
  writeFileAtomically(summaryFile, `${summary}\n`, Boolean(options.force));
  io.out(`${summary}\n\nWritten: ${path.resolve(options.out)} and ${path.resolve(summaryFile)}`);
}

export function describeErasure(result: ErasureResult): string {
  return [
    'Removed:',
    ...Object.entries(result.removed).map(([t, n]) => `  ${t.padEnd(22)} ${n}`),
    `  ${'.eml files'.padEnd(22)} ${result.emlFiles}`,
    ...(result.mailNotSent > 0
      ? [`Mail waiting about kept records, emptied and not to be sent: ${result.mailNotSent}`]
      : []),
    result.kept.length > 0 ? 'Kept, as the law requires:' : 'Kept: nothing.',
    ...result.kept.map((k) => `  ${k.what}: ${k.why}`),
  ].join('\n');
}

async function privacyErase(options: { email: string; yes?: boolean }, io: OpsIO) {
  const email = checkedEmail(options.email);
  if (!options.yes) {
    if (!io.confirm) throw new UsageError('erasing cannot be undone: add --yes to confirm');
    if (!(await io.confirm(`Erase everything held about ${email}? This cannot be undone. [y/N] `)))
      throw new OpsError('Nothing was erased.');
  }
  const result = await erasePersonalData(await database(), email, terminalActor());
  io.out(describeErasure(result));
}

export function registerPrivacyCommands(program: Command, io: OpsIO, run: Runner): void {
  const privacy = program
    .command('privacy')
    .description("a person's data: hand it over or erase it (docs/privacy.md)");
  privacy
    .command('export')
    .description('write everything held about an e-mail address: a .json file and a .txt summary')
    .requiredOption('--email <address>', 'the person’s e-mail address')
    .requiredOption('--out <file.json>', 'the JSON file (the summary goes beside it, .txt)')
    .option('--force', 'replace the files if they exist')
    .action((options: { email: string; out: string; force?: boolean }) =>
      run(() => privacyExport(options, io)),
    );
  privacy
    .command('erase')
    .description('remove everything held about an e-mail address, but what the law requires kept')
    .requiredOption('--email <address>', 'the person’s e-mail address')
    .option('--yes', 'do not ask for confirmation')
    .action((options: { email: string; yes?: boolean }) => run(() => privacyErase(options, io)));
}
