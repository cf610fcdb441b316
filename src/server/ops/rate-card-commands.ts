import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { formatDisplayDate, formatMelbourneDateTime } from '@/domain/format';
import { compileCard } from '@/domain/zone-rate-card';
import { database } from '../db/client';
import {
  RATE_CARD_FILES,
  RateCardFileError,
  RATES_IMPORT_LIMIT,
  surchargeFieldsFromCsv,
  surchargeTexts,
} from '../rates/rate-card-files';
import type { RateCardFileName } from '../rates/rate-card-files';
import {
  describeChange,
  describeLastMonth,
  previewRateCard,
} from '../rates/rate-card-preview.server';
import {
  checkEffectiveDate,
  companyToday,
  findRateCard,
  groupRateCards,
  importRateCard,
  listRateCards,
  publishRateCard,
  RateCardError,
  rateCardFor,
  withdrawRateCard,
} from '../rates/rate-cards.server';
import type { RateCardInfo } from '../rates/rate-cards.server';
import { terminalActor } from '../staff/audit';
import { writeFileAtomically } from './export';
import type { Runner } from './fuel-levy-commands';
import { formatColumns, OpsError, UsageError } from './io';
import type { OpsIO } from './io';

// `npm run ops -- rates …` (docs/operations.md, Changing prices): the console's rate-card services
// from a terminal, audited as "terminal (<user>)".

/** The services' refusals as the command's: a bad date is a usage error, the rest exit 1. */
async function refusing<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof RateCardFileError) {
      throw new OpsError(
        `The files were not imported: nothing has changed.\n  ${err.faults.join('\n  ')}`,
      );
    }
    if (err instanceof RateCardError) {
      throw err.status === 400 ? new UsageError(err.message) : new OpsError(err.message);
    }
    throw err;
  }
}

function cardNumber(text: string): number {
  const id = Number(text);
  if (!/^\d{1,9}$/.test(text) || id < 1) {
    throw new UsageError(`the card is its number, as \`rates list\` shows it (got "${text}")`);
  }
  return id;
}

const when = (at: string | null, by: string | null) =>
  at ? `${formatMelbourneDateTime(at)}${by ? ` by ${by}` : ''}` : '';

async function ratesList(options: { json?: boolean }, io: OpsIO) {
  const cards = await listRateCards(await database());
  if (options.json) return io.out(JSON.stringify(cards, null, 2));
  if (cards.length === 0) return io.out('No rate cards: every route is priced by hand.');
  const { inForce, ahead, draft } = groupRateCards(cards, companyToday());
  const state = (c: RateCardInfo) =>
    c === inForce
      ? 'in force'
      : c === draft
        ? 'draft'
        : ahead.includes(c)
          ? 'ahead'
          : c.status === 'withdrawn'
            ? 'withdrawn'
            : 'past';
  io.out(
    formatColumns(
      ['Card', 'State', 'Effective from', 'Zones', 'Lane rows', 'Imported', 'Published'],
      cards.map((c) => [
        String(c.id),
        state(c),
        c.effectiveFrom ?? '',
        String(c.zoneCount),
        String(c.laneCount),
        // A terminal's import names itself in its actor; the console's and the shipped card's do not.
        c.createdBy?.startsWith('terminal')
          ? when(c.createdAt, c.createdBy)
          : `${when(c.createdAt, c.createdBy)} (${c.source})`,
        c.status === 'withdrawn'
          ? `withdrawn ${when(c.withdrawnAt, c.withdrawnBy)}`
          : when(c.publishedAt, c.publishedBy),
      ]),
      [0, 3, 4],
    ),
  );
}

async function ratesExport(options: { dir: string; card?: string; force?: boolean }, io: OpsIO) {
  const which = options.card === undefined ? 'in-force' : cardNumber(options.card);
  const found = await findRateCard(await database(), which);
  if (!found) {
    throw new OpsError(
      which === 'in-force' ? 'No rate card is in force today.' : `There is no rate card ${which}.`,
    );
  }
  fs.mkdirSync(options.dir, { recursive: true });
  const names = Object.keys(RATE_CARD_FILES) as RateCardFileName[];
  for (const name of names) {
    writeFileAtomically(
      path.join(options.dir, name),
      RATE_CARD_FILES[name](found.card),
      Boolean(options.force),
    );
  }
  io.out(
    `Exported rate card ${found.id}${which === 'in-force' ? ' (in force today)' : ''}: ${names.join(', ')} in ${path.resolve(options.dir)}.`,
  );
}

/** A file of the folder, refused when it is larger than the console would take. */
function readCsv(dir: string, name: string): string | undefined {
  const file = path.join(dir, name);
  if (!fs.existsSync(file)) return undefined;
  if (fs.statSync(file).size > RATES_IMPORT_LIMIT) {
    throw new OpsError(`${file} is larger than ${RATES_IMPORT_LIMIT / 2 ** 20} MiB.`);
  }
  return fs.readFileSync(file, 'utf8');
}

/** surcharges.csv of the folder, or when there is none the surcharges of the card in force. */
async function surchargesOf(dir: string, io: OpsIO): Promise<Record<string, string>> {
  const text = readCsv(dir, 'surcharges.csv');
  if (text !== undefined) return refusing(() => surchargeFieldsFromCsv(text));
  const inForce = await findRateCard(await database(), 'in-force');
  if (!inForce) throw new OpsError(`${path.join(dir, 'surcharges.csv')} is missing.`);
  io.err(`No surcharges.csv: the surcharges of rate card ${inForce.id} (in force) are kept.`);
  return surchargeTexts(inForce.card.surcharges);
}

async function ratesImport(options: { dir: string; from?: string; draft?: boolean }, io: OpsIO) {
  if (Boolean(options.from) === Boolean(options.draft)) {
    throw new UsageError(
      'give --from YYYY-MM-DD to publish the card from that day, or --draft to import it as the draft only',
    );
  }
  if (options.from) await refusing(() => checkEffectiveDate(options.from!));
  const zones = readCsv(options.dir, 'zones.csv');
  const lanes = readCsv(options.dir, 'lanes.csv');
  if (zones === undefined || lanes === undefined) {
    throw new OpsError(`${path.resolve(options.dir)} must hold zones.csv and lanes.csv.`);
  }
  const surcharges = await surchargesOf(options.dir, io);
  const db = await database();
  const { id, uncovered, card } = await refusing(() =>
    importRateCard(db, { zones, lanes, surcharges }, terminalActor(), 'terminal'),
  );
  const preview = await previewRateCard(
    db,
    compileCard(card),
    (await rateCardFor(companyToday()))?.card,
  );
  io.out(
    [
      `Imported rate card ${id} as the draft: ${new Set(card.zones.map((z) => z.zone)).size} zones in ${card.zones.length} postcode ranges, ${card.lanes.length} lane rows.`,
      uncovered.length
        ? `${uncovered.length} postcodes of the suburb list are in no zone and will not be priced online: ${uncovered.slice(0, 30).join(', ')}${uncovered.length > 30 ? ' …' : ''}`
        : 'Every postcode of the suburb list is in a zone.',
      '',
      `Base rates today → with this card, ${preview.basis === 'quotes' ? 'the busiest lanes of the last 90 days' : 'sample lanes'}:`,
      formatColumns(
        ['Lane', 'Pickup → delivery', 'Pallets', 'Economy', 'Express'],
        preview.rows.map((r) => [
          r.lane,
          `${r.pickup} → ${r.delivery}`,
          String(r.pallets),
          describeChange(r.prices.economy),
          describeChange(r.prices.express),
        ]),
        [2],
      ),
      '',
      describeLastMonth(preview.lastMonth),
    ].join('\n'),
  );
  if (!options.from) {
    io.out(
      `\nNothing changes for customers until it is published: rates publish ${id} --from YYYY-MM-DD`,
    );
    return;
  }
  await publish(id, options.from, io);
}

async function publish(id: number, from: string, io: OpsIO) {
  const card = await refusing(async () =>
    publishRateCard(await database(), id, from, terminalActor()),
  );
  io.out(
    `Published rate card ${card.id} for pickups from ${formatDisplayDate(from)}: every server prices with it within about 10 seconds.`,
  );
}

export function registerRateCardCommands(program: Command, io: OpsIO, run: Runner): void {
  const rates = program
    .command('rates')
    .description('the zone rate cards: list, export, import, publish, withdraw');
  rates
    .command('list')
    .description('list the rate cards: in force, ahead, the draft, past and withdrawn')
    .option('--json', 'write the list as JSON')
    .action((options: { json?: boolean }) => run(() => ratesList(options, io)));
  rates
    .command('export')
    .description('write zones.csv, lanes.csv and surcharges.csv of the card in force (or --card)')
    .requiredOption('--dir <dir>', 'the folder to write them in (made if missing)')
    .option('--card <number>', 'another card, by its number in `rates list`')
    .option('--force', 'replace the files if they exist')
    .action((options: { dir: string; card?: string; force?: boolean }) =>
      run(() => ratesExport(options, io)),
    );
  rates
    .command('import')
    .description(
      'read zones.csv, lanes.csv and surcharges.csv of a folder as a new card, show its preview, and publish it --from a day or keep it as the --draft',
    )
    .requiredOption('--dir <dir>', 'the folder holding the files')
    .option('--from <date>', 'publish it for pickups from this day (yyyy-MM-dd, today or later)')
    .option('--draft', 'import it as the draft only: publish it later with `rates publish`')
    .action((options: { dir: string; from?: string; draft?: boolean }) =>
      run(() => ratesImport(options, io)),
    );
  rates
    .command('publish')
    .description('publish the draft for pickups from a day on')
    .argument('<card>', 'the draft’s number, as `rates list` shows it')
    .requiredOption('--from <date>', 'the first pickup day (yyyy-MM-dd, today or later)')
    .action((card: string, options: { from: string }) =>
      run(() => publish(cardNumber(card), options.from, io)),
    );
  rates
    .command('withdraw')
    .description('withdraw a card published ahead, until the day it applies')
    .argument('<card>', 'its number, as `rates list` shows it')
    .action((card: string) =>
      run(async () => {
        const withdrawn = await refusing(async () =>
          withdrawRateCard(await database(), cardNumber(card), terminalActor()),
        );
        io.out(
          `Withdrew rate card ${withdrawn.id}: pickups from ${formatDisplayDate(withdrawn.effectiveFrom!)} keep the prices in force.`,
        );
      }),
    );
}
