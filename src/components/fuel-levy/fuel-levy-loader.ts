import '@/domain/zod-in-the-browser';
import { FUEL_LEVY_TABLE_MONTHS, fuelLeviesAnswerSchema } from '@/domain/fuel-levy';
import type { FuelLevyEntry } from '@/domain/fuel-levy';

// The page's loader of GET /tms/getFuelLevies (spec §4, §7, §8), as pure functions so its
// handling of other shapes and failures is tested without a browser.

export type LogError = (message: string, detail?: unknown) => void;

// Spec §8: a failure is only logged, never shown.
const consoleError: LogError = (message, detail) => console.error(message, detail);

/** Spec §4: the loading flag starts false, the list starts empty. */
export type FuelLevyTableState = { loading: boolean; list: FuelLevyEntry[]; finished: boolean };

export const initialFuelLevyTableState: FuelLevyTableState = {
  loading: false,
  list: [],
  finished: false,
};

export type FuelLevyTableView = 'loading' | 'list' | 'empty';

/** What the table shows. Before the first request has finished, that is the spinner. */
export function fuelLevyTableView(state: FuelLevyTableState): FuelLevyTableView {
  if (state.loading || !state.finished) return 'loading';
  return state.list.length > 0 ? 'list' : 'empty';
}

/** The first 6 entries of a well-formed answer; any other shape logs an error and yields []. */
export function readFuelLeviesAnswer(
  answer: unknown,
  logError: LogError = consoleError,
): FuelLevyEntry[] {
  const parsed = fuelLeviesAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    logError('Unexpected answer from /tms/getFuelLevies', parsed.error.issues[0]?.message);
    return [];
  }
  return parsed.data.fuel_levies.slice(0, FUEL_LEVY_TABLE_MONTHS);
}

/** Fetch and read; a failed request is logged and yields [] (spec §8: no message to the user). */
export async function loadFuelLevies(
  fetchAnswer: () => Promise<unknown>,
  logError: LogError = consoleError,
): Promise<FuelLevyEntry[]> {
  let answer: unknown;
  try {
    answer = await fetchAnswer();
  } catch (err) {
    logError('Could not load the fuel levies', err instanceof Error ? err.message : err);
    return [];
  }
  return readFuelLeviesAnswer(answer, logError);
}
