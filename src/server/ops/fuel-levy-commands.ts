import 'server-only';
import type { Command } from 'commander';
import { stringify } from 'csv-stringify/sync';
import { defaultBasePriceCents, fuelLevyConfig } from '@/content/fuel-levy-config';
import { formatPercent } from '@/domain/format';
import {
  fuelLevyMonthInputSchema,
  levyMonthKey,
  monthName,
  parseLevyMonth,
} from '@/domain/fuel-levy';
import type { FuelLevyMonthInput } from '@/domain/fuel-levy';
import {
  DuplicateFuelLevyMonthError,
  fuelLevyCsvColumns,
  fuelLevyCsvRows,
  listFuelLevies,
  previewFuelLevy,
  removeSampleFuelLevyMonths,
  saveFuelLevyMonth,
} from '../services/fuel-levy.server';
import { database } from '../db/client';
import { terminalActor } from '../staff/audit';
import { auditLevySaved, auditSamplesRemoved } from '../staff/fuel-levy';
import { formatColumns, OpsError, UsageError } from './io';
import type { OpsIO } from './io';

type AddOptions = {
  month: string;
  dieselPrice: string;
  fuelTaxCredit: string;
  basePrice?: string;
  appliesFrom?: string;
  replace?: boolean;
  dryRun?: boolean;
  yes?: boolean;
};

function centsOption(value: string | undefined, flag: string, example: string): number {
  if (value === undefined) throw new UsageError(`${flag} is required, e.g. ${flag} ${example}`);
  if (!/^\d+(\.\d+)?$/.test(value.trim())) {
    throw new UsageError(
      `${flag} must be a number of cents per litre, e.g. ${flag} ${example} (got "${value}")`,
    );
  }
  return Number(value);
}

/** The operator's options as a validated month, or a UsageError naming the option. */
function readAddOptions(options: AddOptions): FuelLevyMonthInput {
  const month = parseLevyMonth(options.month ?? '');
  if (!month) {
    throw new UsageError(
      `--month must be a levy month such as 2026-12 or "December 2026" (got "${options.month}")`,
    );
  }
  const candidate = {
    ...month,
    dieselPriceCents: centsOption(options.dieselPrice, '--diesel-price', '195.4'),
    fuelTaxCreditCents: centsOption(options.fuelTaxCredit, '--fuel-tax-credit', '20.7'),
    basePriceCents:
      options.basePrice === undefined
        ? defaultBasePriceCents
        : centsOption(options.basePrice, '--base-price', String(defaultBasePriceCents)),
    appliesFrom: options.appliesFrom ?? `${levyMonthKey(month)}-01`,
  };
  const parsed = fuelLevyMonthInputSchema.safeParse(candidate);
  if (!parsed.success) {
    const flags: Record<string, string> = {
      year: '--month',
      month: '--month',
      dieselPriceCents: '--diesel-price',
      fuelTaxCreditCents: '--fuel-tax-credit',
      basePriceCents: '--base-price',
      appliesFrom: '--applies-from',
    };
    const issue = parsed.error.issues[0];
    const flag = flags[String(issue?.path[0])] ?? 'input';
    const hint =
      flag === '--diesel-price' && candidate.dieselPriceCents < 10
        ? ' (in cents per litre: 195.4, not 1.954)'
        : '';
    throw new UsageError(`${flag}: ${issue?.message ?? 'invalid value'}${hint}`);
  }
  return parsed.data;
}

/** The computation, step by step, as the operator sees it before saving. */
function describeComputation(input: FuelLevyMonthInput): string {
  const levy = previewFuelLevy(input);
  const c = (n: number) => `${n.toFixed(2)} c/L`;
  const pct = (f: number) => `${Math.round(f * 1000) / 10}%`;
  const steps: [string, string][] = [
    ['average diesel price (incl. GST)', c(input.dieselPriceCents)],
    [
      `÷ ${fuelLevyConfig.gstDivisor} (without GST)`,
      c(input.dieselPriceCents / fuelLevyConfig.gstDivisor),
    ],
    ['− fuel tax credit', c(input.fuelTaxCreditCents)],
    ['= net fuel price', c(levy.netPriceCents)],
    [`against base price of ${c(input.basePriceCents)}`, formatPercent(levy.movement * 100)],
    [`local levy (× ${pct(fuelLevyConfig.localFactor)})`, formatPercent(levy.local)],
    [`linehaul levy (× ${pct(fuelLevyConfig.linehaulFactor)})`, formatPercent(levy.linehaul)],
  ];
  const labelWidth = Math.max(...steps.map(([label]) => label.length));
  const valueWidth = Math.max(...steps.map(([, value]) => value.length));
  return [
    `Fuel levy for ${monthName(input.month)} ${input.year}, applying from ${input.appliesFrom}`,
    ...steps.map(
      ([label, value]) => `  ${label.padEnd(labelWidth)}  ${value.padStart(valueWidth)}`,
    ),
    ...(levy.movement < 0
      ? ['  (fuel is below the base price: the levy is zero, never negative)']
      : []),
  ].join('\n');
}

async function fuelLevyAdd(options: AddOptions, io: OpsIO): Promise<void> {
  const input = readAddOptions(options);
  io.out(describeComputation(input));
  if (options.dryRun) {
    io.err('Dry run: nothing was saved.');
    return;
  }
  if (!options.yes && io.confirm) {
    const ok = await io.confirm('Save this month? [y/N] ');
    if (!ok) {
      io.err('Not saved.');
      return;
    }
  }
  try {
    const saved = await saveFuelLevyMonth(input, { replace: options.replace });
    await auditLevySaved(await database(), terminalActor(), saved);
    const { record, replaced } = saved;
    io.err(
      `${replaced ? 'Replaced' : 'Saved'} ${record.monthName} ${record.year}: local ${formatPercent(record.local)}, linehaul ${formatPercent(record.linehaul)}.`,
    );
  } catch (err) {
    if (err instanceof DuplicateFuelLevyMonthError) throw new OpsError(err.message);
    throw err;
  }
}

async function fuelLevyList(options: { limit?: string; csv?: boolean }, io: OpsIO): Promise<void> {
  let limit: number | undefined;
  if (options.limit !== undefined) {
    if (!/^\d+$/.test(options.limit) || Number(options.limit) < 1) {
      throw new UsageError(`--limit must be a whole number of months, e.g. --limit 12`);
    }
    limit = Number(options.limit);
  }
  const records = await listFuelLevies(limit);
  if (options.csv) {
    io.out(stringify(fuelLevyCsvRows(records), { header: true, columns: [...fuelLevyCsvColumns] }));
    return;
  }
  if (records.length === 0) {
    io.err('No fuel levy months are saved.');
    return;
  }
  io.out(
    formatColumns(
      [
        'Month',
        'Applies from',
        'Diesel c/L',
        'Credit c/L',
        'Base c/L',
        'Local',
        'Linehaul',
        'Figures',
      ],
      records.map((r) => [
        `${r.monthName} ${r.year}`,
        r.appliesFrom,
        r.dieselPriceCents.toFixed(2),
        r.fuelTaxCreditCents.toFixed(2),
        r.basePriceCents.toFixed(2),
        formatPercent(r.local),
        formatPercent(r.linehaul),
        r.source === 'sample' ? 'sample' : 'published',
      ]),
      [2, 3, 4, 5, 6],
    ),
  );
}

async function fuelLevyRemoveSamples(options: { yes?: boolean }, io: OpsIO): Promise<void> {
  const samples = (await listFuelLevies()).filter((r) => r.sample);
  if (samples.length === 0) {
    io.out('No sample months to remove.');
    return;
  }
  const first = samples.at(-1)!;
  const last = samples[0]!;
  const span =
    samples.length === 1
      ? `${last.monthName} ${last.year}`
      : `${first.monthName} ${first.year} to ${last.monthName} ${last.year}`;
  if (!options.yes && io.confirm) {
    const ok = await io.confirm(
      `Remove ${samples.length} sample months (${span})? Months entered by staff are kept. [y/N] `,
    );
    if (!ok) {
      io.err('Nothing removed.');
      return;
    }
  }
  const removed = await removeSampleFuelLevyMonths();
  await auditSamplesRemoved(await database(), terminalActor(), removed);
  io.out(removed === 1 ? 'Removed 1 sample month.' : `Removed ${removed} sample months.`);
  const left = await listFuelLevies(1);
  if (left.length === 0) {
    io.err(
      'No fuel levy months are saved now: the page shows no rates and quotes carry no levy until a month is added with `fuel-levy add`.',
    );
  }
}

export function registerFuelLevyCommands(program: Command, io: OpsIO, run: Runner): void {
  const fuel = program
    .command('fuel-levy')
    .description('the monthly fuel levy: add a month, list the history, remove the samples');

  fuel
    .command('add')
    .description('record a month: shows the levies computed from its inputs, then saves them')
    .requiredOption('--month <month>', 'levy month: 2026-12, 12/2026 or "December 2026"')
    .requiredOption(
      '--diesel-price <cents>',
      "previous month's average diesel price on the index, c/L incl. GST (e.g. 195.4)",
    )
    .requiredOption(
      '--fuel-tax-credit <cents>',
      'fuel tax credit rate for heavy vehicles, c/L (e.g. 20.7)',
    )
    .option('--base-price <cents>', `base fuel price, c/L (default ${defaultBasePriceCents})`)
    .option(
      '--applies-from <date>',
      'date the levy applies from, yyyy-MM-dd (default: the 1st of the month)',
    )
    .option('--replace', 'replace the month if it is already saved')
    .option('--dry-run', 'show the computed levies without saving')
    .option('-y, --yes', 'save without asking (asked only at a terminal)')
    .action((options: AddOptions) => run(() => fuelLevyAdd(options, io)));

  fuel
    .command('list')
    .description('show saved months, newest first')
    .option('--limit <months>', 'show only the newest N months')
    .option('--csv', 'write CSV instead of a table')
    .action((options: { limit?: string; csv?: boolean }) => run(() => fuelLevyList(options, io)));

  fuel
    .command('remove-samples')
    .description(
      'remove the sample months a new database starts with; months entered by staff are kept',
    )
    .option('-y, --yes', 'remove without asking (asked only at a terminal)')
    .action((options: { yes?: boolean }) => run(() => fuelLevyRemoveSamples(options, io)));
}

export type Runner = (work: () => Promise<void>) => Promise<void>;
