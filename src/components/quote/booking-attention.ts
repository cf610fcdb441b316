import '@/domain/zod-in-the-browser';
import type { z } from 'zod';
import type { AttentionItem } from '../forms/attention';

// What keeps Get Quote disabled, for the summary beside it: each refused field of the booking form
// with the id of its input and the name the form shows it by. Pure, so it is unit-tested.

const TOP_FIELDS: Record<string, AttentionItem> = {
  pickup: { id: 'quote-pickup', label: 'Pickup location' },
  delivery: { id: 'quote-delivery', label: 'Delivery location' },
  date: { id: 'quote-date', label: 'Pickup date' },
};

/** A package's fields in the order the form shows them, with their labels. */
export const PACKAGE_FIELD_LABELS = {
  type: 'Packaging type',
  quantity: 'Quantity',
  weight: 'Weight per item (kg)',
  length: 'Length (cm)',
  width: 'Width (cm)',
  height: 'Height (cm)',
} as const;

type PackageKey = keyof typeof PACKAGE_FIELD_LABELS;
const PACKAGE_ORDER = Object.keys(PACKAGE_FIELD_LABELS) as PackageKey[];

/** The input of one package's field, as PackageFieldset numbers them. */
export const packageFieldId = (index: number, field: string) => `package-${index}-${field}`;

/**
 * The booking fields the schema refuses, in the page's order: pickup, delivery, date, then each
 * package's fields. With several packages a package field says which ("Length (cm), package 2").
 * A consignment over the weight limit points at the last package's weight.
 */
export function bookingAttention(
  schema: z.ZodType,
  values: { packagings?: readonly unknown[] } & Record<string, unknown>,
): AttentionItem[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  const packageCount = values.packagings?.length ?? 0;
  const refused = new Set<string>();
  let tooHeavy = false;
  for (const issue of result.error.issues) {
    const [first, index, field] = issue.path.map(String);
    if (first !== 'packagings') refused.add(first ?? '');
    else if (index !== undefined && field !== undefined) refused.add(`${index}.${field}`);
    else tooHeavy = true;
  }
  const items: AttentionItem[] = Object.entries(TOP_FIELDS)
    .filter(([name]) => refused.has(name))
    .map(([, item]) => item);
  for (let i = 0; i < packageCount; i++) {
    for (const field of PACKAGE_ORDER) {
      if (!refused.has(`${i}.${field}`)) continue;
      const label = PACKAGE_FIELD_LABELS[field];
      items.push({
        id: packageFieldId(i, field),
        label: packageCount > 1 ? `${label}, package ${i + 1}` : label,
      });
    }
  }
  const lastWeight = packageFieldId(packageCount - 1, 'weight');
  if (tooHeavy && packageCount > 0 && !items.some((item) => item.id === lastWeight)) {
    items.push({ id: lastWeight, label: 'Total weight' });
  }
  return items;
}
