import { creditApplicationSections } from '@/domain/credit-application';
import type { FieldWarning } from '@/domain/form-fields';

// How far the credit application has come, section by section, for the indicator at its top.
// Pure, so it is unit-tested.

export type SectionProgress = {
  id: string;
  title: string;
  filled: number;
  total: number;
  warnings: number;
};

/** Each section with fields: how many of them hold a value, and how many warnings it has. */
export function creditProgress(
  values: Readonly<Record<string, string | undefined>>,
  warnings: readonly FieldWarning[],
): SectionProgress[] {
  return creditApplicationSections.flatMap((section) => {
    if (section.fields.length === 0) return [];
    const names = new Set<string>(section.fields.map((f) => f.name));
    return [
      {
        id: section.id,
        title: section.title,
        filled: section.fields.filter((f) => (values[f.name] ?? '').trim() !== '').length,
        total: section.fields.length,
        warnings: warnings.filter((w) => names.has(w.name)).length,
      },
    ];
  });
}

/** "3 of 9 filled", "Complete", with "1 warning" after it when there is one. */
export function progressLine({ filled, total, warnings }: SectionProgress): string {
  const done = filled === total ? 'Complete' : `${filled} of ${total} filled`;
  if (warnings === 0) return done;
  return `${done}, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`;
}
