import 'server-only';
import { z } from 'zod';
import { defaultBasePriceCents } from '@/content/fuel-levy-config';
import { fuelLevyLabel, fuelLevyMonthInputSchema, monthName } from '@/domain/fuel-levy';
import type { FuelLevyMonthInput } from '@/domain/fuel-levy';
import type { Db } from '../db/client';
import {
  DuplicateFuelLevyMonthError,
  removeSampleFuelLevyMonths,
  saveFuelLevyMonth,
} from '../services/fuel-levy.server';
import type { FuelLevyRecord } from '../services/fuel-levy.server';
import { writeAudit } from './audit';
import type { AuditActor } from './audit';
import { StaffApiError } from './http';
import type { StaffUser } from './session';

/**
 * What the console's levy form sends. Numbers are checked by the same schema as the operator
 * command (src/domain/fuel-levy.ts), so the console and the terminal refuse the same typos with
 * the same words.
 */
export const consoleLevyBodySchema = z.strictObject({
  /** The levy month as the month field gives it: "2026-12". */
  month: z.string().max(20),
  dieselPriceCents: z.unknown(),
  fuelTaxCreditCents: z.unknown(),
  basePriceCents: z.unknown().optional(),
  appliesFrom: z.string().max(20),
  replace: z.boolean().optional(),
});

export type ConsoleLevyBody = z.infer<typeof consoleLevyBodySchema>;

const MONTH_FIELD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The form's fields as a month's inputs, or a 400 naming the first field that is wrong. */
export function levyInputFromForm(body: ConsoleLevyBody): FuelLevyMonthInput {
  const month = MONTH_FIELD.exec(body.month.trim());
  if (!month)
    throw new StaffApiError(400, 'Month must be a month written yyyy-MM, e.g. 2026-12', {
      field: 'month',
    });
  const number = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  const parsed = fuelLevyMonthInputSchema.safeParse({
    year: Number(month[1]),
    month: Number(month[2]),
    dieselPriceCents: number(body.dieselPriceCents),
    fuelTaxCreditCents: number(body.fuelTaxCreditCents),
    basePriceCents:
      body.basePriceCents === undefined || body.basePriceCents === ''
        ? defaultBasePriceCents
        : number(body.basePriceCents),
    appliesFrom: body.appliesFrom.trim(),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[0] ?? 'month');
    const field = key === 'year' ? 'month' : key;
    throw new StaffApiError(400, issue?.message ?? 'Check the levy month', { field });
  }
  return parsed.data;
}

const cents = (value: number) => `${value.toFixed(2)} c/L`;

/**
 * Save a month from the console and write it to the audit log. A month already saved is refused
 * with 409 unless the form asked to replace it.
 */
export async function saveLevyFromConsole(
  db: Db,
  user: StaffUser,
  body: ConsoleLevyBody,
): Promise<{ record: FuelLevyRecord; replaced: boolean }> {
  const input = levyInputFromForm(body);
  let saved: { record: FuelLevyRecord; replaced: boolean };
  try {
    saved = await saveFuelLevyMonth(input, { replace: body.replace === true, db });
  } catch (err) {
    if (err instanceof DuplicateFuelLevyMonthError) {
      const label = `${monthName(input.month)} ${input.year}`;
      throw new StaffApiError(
        409,
        `A fuel levy for ${label} is already saved. Tick “Replace the saved month” to replace it.`,
        { field: 'month' },
      );
    }
    throw err;
  }
  await auditLevySaved(db, user, saved);
  return saved;
}

/** Write a saved levy month to the audit log: from the console or the fuel-levy command. */
export async function auditLevySaved(
  db: Db,
  actor: AuditActor,
  { record, replaced }: { record: FuelLevyRecord; replaced: boolean },
): Promise<void> {
  await writeAudit(db, {
    action: replaced ? 'fuel-levy.replace' : 'fuel-levy.add',
    actor,
    subject: `fuel_levies:${record.year}-${String(record.month).padStart(2, '0')}`,
    detail:
      `${fuelLevyLabel(record)}: diesel ${cents(record.dieselPriceCents)}, fuel tax credit ` +
      `${cents(record.fuelTaxCreditCents)}, base ${cents(record.basePriceCents)}; local ` +
      `${record.local.toFixed(2)}%, linehaul ${record.linehaul.toFixed(2)}%, from ${record.appliesFrom}`,
  });
}

/** Remove the sample months and write how many went to the audit log. */
export async function removeSamplesFromConsole(db: Db, user: StaffUser): Promise<number> {
  const removed = await removeSampleFuelLevyMonths(db);
  await auditSamplesRemoved(db, user, removed);
  return removed;
}

/** Write a removal of the sample months to the audit log: from the console or the command. */
export async function auditSamplesRemoved(
  db: Db,
  actor: AuditActor,
  removed: number,
): Promise<void> {
  await writeAudit(db, {
    action: 'fuel-levy.remove-samples',
    actor,
    subject: 'fuel_levies',
    detail: `${removed} sample ${removed === 1 ? 'month' : 'months'} removed`,
  });
}
