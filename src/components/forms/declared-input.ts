import type { FieldSpec } from '@/domain/form-fields';

// A declared field (src/domain/form-fields.ts) as its input shows it, for the forms with rules.

const RULES = ['email', 'suburb', 'number', 'choice', 'date', 'time', 'postcode', 'code'] as const;

/** Whether a field must be filled in: it is declared required, or its rule says so when empty. */
export function isRequired(field: FieldSpec): boolean {
  if ('required' in field) return field.required;
  const rules = field as Partial<Record<(typeof RULES)[number], { required?: string }>>;
  return RULES.some((rule) => rules[rule]?.required !== undefined);
}

/** A TextField's label, kind, keyboard, autofill, placeholder, limit, hint and required mark. */
export function inputProps(field: FieldSpec) {
  const textarea = field.input === 'textarea';
  return {
    label: field.label,
    type: textarea ? undefined : field.input,
    rows: textarea ? 3 : undefined,
    inputMode: field.inputMode,
    autoComplete: field.autoComplete,
    placeholder: field.placeholder,
    maxLength: field.maxLength,
    hint: field.hint,
    required: isRequired(field),
  };
}
