import 'server-only';
import { z } from 'zod';
import type { Db } from '../db/client';
import {
  findRateCard,
  importRateCard,
  publishRateCard,
  RateCardError,
  withdrawRateCard,
} from '../rates/rate-cards.server';
import {
  RATE_CARD_FILES,
  RateCardFileError,
  RATES_IMPORT_LIMIT,
  SURCHARGE_FIELDS,
} from '../rates/rate-card-files';
import type { RateCardFileName } from '../rates/rate-card-files';
import { StaffApiError } from './http';
import type { StaffUser } from './session';

// The console's side of the rate cards (decision 127): the calls of /staff/rates, on the same
// services as `npm run ops -- rates`.

export const importBodySchema = z.strictObject({
  zones: z.string().max(RATES_IMPORT_LIMIT),
  lanes: z.string().max(RATES_IMPORT_LIMIT),
  surcharges: z.strictObject(
    Object.fromEntries(SURCHARGE_FIELDS.map((f) => [f.name, z.string().max(40)])) as Record<
      (typeof SURCHARGE_FIELDS)[number]['name'],
      z.ZodString
    >,
  ),
});

export const publishBodySchema = z.strictObject({
  id: z.number().int().positive(),
  effectiveFrom: z.string().max(20),
});

export const withdrawBodySchema = z.strictObject({ id: z.number().int().positive() });

/** The service's refusals as the console's answers. */
async function asConsoleCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof RateCardFileError) {
      throw new StaffApiError(400, 'The files were not imported: nothing has changed.', {
        faults: err.faults,
      });
    }
    if (err instanceof RateCardError) throw new StaffApiError(err.status, err.message);
    throw err;
  }
}

export function importFromConsole(db: Db, user: StaffUser, body: z.infer<typeof importBodySchema>) {
  return asConsoleCall(async () => {
    const { id, uncovered, card } = await importRateCard(db, body, user, 'console');
    return { ok: true, id, uncovered, lanes: card.lanes.length, zoneRanges: card.zones.length };
  });
}

export function publishFromConsole(
  db: Db,
  user: StaffUser,
  body: z.infer<typeof publishBodySchema>,
) {
  return asConsoleCall(async () => ({
    ok: true,
    card: await publishRateCard(db, body.id, body.effectiveFrom.trim(), user),
  }));
}

export function withdrawFromConsole(
  db: Db,
  user: StaffUser,
  body: z.infer<typeof withdrawBodySchema>,
) {
  return asConsoleCall(async () => ({ ok: true, card: await withdrawRateCard(db, body.id, user) }));
}

/**
 * One file of a card as a download: `card` is its number, or `in-force` for the card that prices
 * today's pickups.
 */
export async function rateCardFile(
  db: Db,
  cardParam: string,
  file: string,
): Promise<{ filename: string; csv: string }> {
  if (!Object.hasOwn(RATE_CARD_FILES, file))
    throw new StaffApiError(404, 'A rate card has zones.csv, lanes.csv and surcharges.csv.');
  const id = Number(cardParam);
  const found =
    cardParam === 'in-force'
      ? await findRateCard(db, 'in-force')
      : Number.isSafeInteger(id) && id > 0
        ? await findRateCard(db, id)
        : undefined;
  if (!found && cardParam === 'in-force')
    throw new StaffApiError(404, 'No rate card is in force today.');
  if (!found) throw new StaffApiError(404, `There is no rate card ${cardParam.slice(0, 20)}.`);
  return { filename: file, csv: RATE_CARD_FILES[file as RateCardFileName](found.card) };
}
