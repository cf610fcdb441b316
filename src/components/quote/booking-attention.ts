import '@/domain/zod-in-the-browser';
import type { z } from 'zod';
import { packageFields, quoteFields } from '@/domain/quote';
import type { AttentionItem } from '../forms/attention';

// What keeps Get Quote disabled, for the summary beside it: each refused field of the booking form
// with the id of its input and its declared label. Pure, so it is unit-tested.

const TOP_FIELDS = Object.values(quoteFields);
const PACKAGE_FIELDS = Object.values(packageFields);

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
  const items: AttentionItem[] = TOP_FIELDS.filter((f) => refused.has(f.name)).map((f) => ({
    id: `quote-${f.name}`,
    label: f.label,
  }));
  for (let i = 0; i < packageCount; i++) {
    for (const { name, label } of PACKAGE_FIELDS) {
      if (!refused.has(`${i}.${name}`)) continue;
      items.push({
        id: packageFieldId(i, name),
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
