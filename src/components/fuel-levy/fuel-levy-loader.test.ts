import { describe, expect, it } from 'vitest';
import {
  fuelLevyTableView,
  initialFuelLevyTableState,
  loadFuelLevies,
  readFuelLeviesAnswer,
} from './fuel-levy-loader';

function entry(i: number) {
  return { month_name: `Month ${i}`, year: 2026, local: 10 + i / 3, linehaul: 13 + i / 7 };
}

function recorder() {
  const logged: unknown[][] = [];
  return { logged, log: (message: string, detail?: unknown) => logged.push([message, detail]) };
}

describe('readFuelLeviesAnswer (spec §7)', () => {
  it('keeps the first 6 entries of a well-formed answer, in order, logging nothing', () => {
    const { logged, log } = recorder();
    const list = readFuelLeviesAnswer({ fuel_levies: [1, 2, 3, 4, 5, 6, 7, 8].map(entry) }, log);
    expect(list).toHaveLength(6);
    expect(list[0]).toEqual(entry(1));
    expect(list[5]).toEqual(entry(6));
    expect(logged).toEqual([]);
  });

  it('keeps fewer than 6 as they are, and an empty list quietly', () => {
    const { logged, log } = recorder();
    expect(readFuelLeviesAnswer({ fuel_levies: [entry(1), entry(2)] }, log)).toHaveLength(2);
    expect(readFuelLeviesAnswer({ fuel_levies: [] }, log)).toEqual([]);
    expect(logged).toEqual([]);
  });

  it.each([
    ['null', null],
    ['a string', 'Service unavailable'],
    ['an array at the top', [entry(1)]],
    ['another key', { data: [entry(1)] }],
    ['fuel_levies not an array', { fuel_levies: { 0: entry(1) } }],
    ['an entry without linehaul', { fuel_levies: [{ month_name: 'May', year: 2026, local: 1 }] }],
    ['a percentage as text', { fuel_levies: [{ ...entry(1), local: '12.3' }] }],
    ['a year as text', { fuel_levies: [{ ...entry(1), year: '2026' }] }],
  ])('logs an error and yields an empty list for %s', (_label, answer) => {
    const { logged, log } = recorder();
    expect(readFuelLeviesAnswer(answer, log)).toEqual([]);
    expect(logged).toHaveLength(1);
    expect(String(logged[0]?.[0])).toMatch(/Unexpected answer/);
  });
});

describe('loadFuelLevies (spec §8)', () => {
  it('reads what the request answers', async () => {
    const { logged, log } = recorder();
    const list = await loadFuelLevies(() => Promise.resolve({ fuel_levies: [entry(1)] }), log);
    expect(list).toEqual([entry(1)]);
    expect(logged).toEqual([]);
  });

  it('logs a failed request and yields an empty list, without throwing', async () => {
    const { logged, log } = recorder();
    const list = await loadFuelLevies(
      () => Promise.reject(new Error('Request failed with status 503')),
      log,
    );
    expect(list).toEqual([]);
    expect(logged).toEqual([['Could not load the fuel levies', 'Request failed with status 503']]);
  });
});

describe('fuelLevyTableView (spec §4)', () => {
  it('starts with loading false and an empty list, shown as the spinner until the request ends', () => {
    expect(initialFuelLevyTableState).toEqual({ loading: false, list: [], finished: false });
    expect(fuelLevyTableView(initialFuelLevyTableState)).toBe('loading');
    expect(fuelLevyTableView({ loading: true, list: [], finished: false })).toBe('loading');
  });
  it('shows the list or the empty state once finished', () => {
    expect(fuelLevyTableView({ loading: false, list: [entry(1)], finished: true })).toBe('list');
    expect(fuelLevyTableView({ loading: false, list: [], finished: true })).toBe('empty');
  });
});
