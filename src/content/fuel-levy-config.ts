import type { FuelLevyConfig } from '@/domain/fuel-levy';

// The fuel levy's fixed terms (spec §9). The formula lives in src/domain/fuel-levy.ts; a change
// here applies to months added from then on, while saved months keep the levies they were
// published with.

export const fuelLevyConfig = {
  /** Fuel factor for local (metro and regional pick-up and delivery) work: 26%. */
  localFactor: 0.26,
  /** Fuel factor for linehaul (interstate and long-distance) work: 33%. */
  linehaulFactor: 0.33,
  /** GST is 10%: a GST-inclusive price divided by 1.1 is the price ex GST. */
  gstDivisor: 1.1,
} as const satisfies FuelLevyConfig;

/**
 * The base fuel price our freight rates were set at, in cents per litre, ex GST and net of the
 * fuel tax credit. Used for a new month unless the operator gives another.
 */
export const defaultBasePriceCents = 100;

/** Where the monthly price comes from, in the words the page and the operator guide use. */
export const fuelPriceIndexName = 'the industry fuel price index (national average retail diesel)';
