// The quote calculations of spec §9. A package is N identical items: its weights are N times one
// item's (docs/decisions/031-quote-cubic-weight-per-package.md).

/** kg per cubic metre. */
export const CUBIC_FACTOR = 333;
/** kg per chargeable pallet. */
export const PALLET_KG = 2000;

export type PackageDims = {
  quantity: number;
  /** cm */
  length: number;
  width: number;
  height: number;
  /** kg per item */
  weight: number;
};

export type PackageFigures = {
  /** quantity x unit weight, kg */
  totalWeight: number;
  /** quantity x L/100 x W/100 x H/100 x 333, kg */
  cubicWeight: number;
  /** the larger of the two, kg */
  chargeableWeight: number;
  chargeablePallets: number;
};

/** Round to grams: keeps binary fractions (0.1 + 0.2) from tipping a pallet count over. */
function roundKg(kg: number): number {
  return Math.round(kg * 1000) / 1000;
}

export function totalWeight(p: Pick<PackageDims, 'quantity' | 'weight'>): number {
  return roundKg(p.quantity * p.weight);
}

export function cubicWeight(p: Omit<PackageDims, 'weight'>): number {
  return roundKg(p.quantity * (p.length / 100) * (p.width / 100) * (p.height / 100) * CUBIC_FACTOR);
}

export function chargeablePallets(chargeableWeight: number): number {
  return Math.ceil(roundKg(chargeableWeight) / PALLET_KG);
}

export function packageFigures(p: PackageDims): PackageFigures {
  const total = totalWeight(p);
  const cubic = cubicWeight(p);
  const chargeable = Math.max(total, cubic);
  return {
    totalWeight: total,
    cubicWeight: cubic,
    chargeableWeight: chargeable,
    chargeablePallets: chargeablePallets(chargeable),
  };
}

export type ConsignmentFigures = {
  packages: PackageFigures[];
  totalWeight: number;
  cubicWeight: number;
  chargeableWeight: number;
  /** The sum of the packages' pallets (spec §9), not the pallets of the summed weight. */
  chargeablePallets: number;
};

export function consignmentFigures(packages: readonly PackageDims[]): ConsignmentFigures {
  const figures = packages.map(packageFigures);
  const sum = (pick: (f: PackageFigures) => number) =>
    roundKg(figures.reduce((s, f) => s + pick(f), 0));
  return {
    packages: figures,
    totalWeight: sum((f) => f.totalWeight),
    cubicWeight: sum((f) => f.cubicWeight),
    chargeableWeight: sum((f) => f.chargeableWeight),
    chargeablePallets: figures.reduce((s, f) => s + f.chargeablePallets, 0),
  };
}

// Made once: `toLocaleString` with options builds a formatter on every call.
const kilograms = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });

/** Weight for people: "1,234.5 kg". */
export function formatKg(kg: number): string {
  return `${kilograms.format(kg)} kg`;
}
