import './zod-in-the-browser';
import { z } from 'zod';
import { checkNumber } from './australian-business-numbers';
import type { NumberCheck } from './australian-business-numbers';
import { emailField, freeText } from './email';
import { checkSignatureDataUrl } from './signature';
import type { SignatureKind } from './signature';

// A form declared once: each field's spec name, label, limits and messages, grouped in sections.
// The schema, the page's inputs, the PDF rows, the mail table and the stored columns are all read
// from the declaration, so adding a field is one edit (and, for a stored form, one migration).

type FieldBase<Name extends string> = {
  /** The spec's name: the key in the request body and, in snake_case, the database column. */
  name: Name;
  /** The label on the page. */
  label: string;
  /** The label in documents and mail, where it differs from the page's ("Name" for "Full name"). */
  documentLabel?: string;
  /** A group within the section, shown on the page under its own legend ("First reference"). */
  group?: string;
  input?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'textarea';
  inputMode?: 'numeric' | 'decimal';
  autoComplete?: string;
  /** A line under the field on the page ("For example UN1203"). */
  hint?: string;
  placeholder?: string;
  /** The most characters the input takes as typed (a quantity's 6 digits). */
  maxLength?: number;
  /** Takes the full width of the page's grid. */
  wide?: boolean;
  /**
   * Starts as today on the visitor's own calendar (a date signed): the site's script writes it in
   * as the page is drawn, before React runs (decision 167).
   */
  startsToday?: true;
  /** Shown on the page straight after this field; documents and storage keep the declared order. */
  onPageAfter?: string;
  /** Bank details and the like: stored encrypted, left out of mail and logs. */
  secret?: boolean;
  /** A number with a known shape (ABN, ACN, postcode, BSB): a value that fails it is warned of, never refused. */
  check?: NumberCheck;
};

/** Free text: no rule for people (spec §5), only a ceiling that keeps abuse out of storage. */
export type TextFieldSpec<Name extends string = string> = FieldBase<Name> & {
  max: number;
  email?: undefined;
  signature?: undefined;
};

/** A required e-mail address with the form's own two messages (spec §5). */
export type EmailFieldSpec<Name extends string = string> = FieldBase<Name> & {
  email: { required: string; invalid: string };
  max?: undefined;
  signature?: undefined;
};

/** How a signature pad's image relates to the fields around it (spec §3, §4). */
export type SignatureSpec = {
  /** Prefix of the signature's columns: `<id>_signature_png` holds the stored image. */
  id: string;
  kind: SignatureKind;
  /** The field that carries the image's file name. */
  fileName: string;
  /** The field with the signer's name, which the file name is made from. */
  signer: string;
  /** The field with the date signed; it defaults to today. */
  dateSigned: string;
};

/** A signature pad: its image as a PNG data URL, plus the file name field it implies. */
export type SignatureFieldSpec<Name extends string = string> = FieldBase<Name> & {
  signature: SignatureSpec;
  max?: undefined;
  email?: undefined;
};

export type FormField = TextFieldSpec | EmailFieldSpec | SignatureFieldSpec;

// The kinds of the quote, home quote, booking and track forms, which have rules people must meet
// (spec §5). Their schemas are made beside each form from these declarations, with the suburb rule
// of suburb.ts and the postcode rule of postcode.ts; the pages import only the types from here, so
// no code of the credit application's kinds comes with them.

/** The messages of a rule: the field left empty, and a value it refuses. */
type RuleMessages = { required: string; invalid: string };

/** Text with messages made from its label ("Street address is required"), required or not. */
export type RequiredTextFieldSpec<Name extends string = string> = FieldBase<Name> & {
  max: number;
  required: boolean;
};

/** One of the suburbs (spec §5): the quote's pickup and delivery, the home page's request. */
export type SuburbFieldSpec<Name extends string = string> = FieldBase<Name> & {
  suburb: RuleMessages;
};

/**
 * A number typed as text (spec §5): it must match `pattern` within `maxLength` characters, then
 * be more than 0 and at most `max`.
 */
export type NumberFieldSpec<Name extends string = string> = FieldBase<Name> & {
  maxLength: number;
  number: RuleMessages & {
    pattern: RegExp;
    max: number;
    tooSmall: string;
    tooBig: string;
    /** What the form starts with (spec §3: a quantity of 1). */
    initial?: string;
  };
};

/** One of a list of values, picked from a select. */
export type ChoiceFieldSpec<Name extends string = string> = FieldBase<Name> & {
  choice: Partial<RuleMessages> & {
    options: readonly string[];
    /** What the form starts with (spec §3: packaging type '10'); without it, nothing is chosen. */
    initial?: string;
  };
};

/** A calendar date, yyyy-mm-dd; the form adds which days it takes. */
export type DateFieldSpec<Name extends string = string> = FieldBase<Name> & { date: RuleMessages };

/** A time of day, HH:MM. */
export type TimeFieldSpec<Name extends string = string> = FieldBase<Name> & { time: RuleMessages };

/** An Australian postcode, by the rule of postcode.ts. */
export type PostcodeFieldSpec<Name extends string = string> = FieldBase<Name> & {
  postcode: RuleMessages;
};

/** A code read by the form's own parser (a quote number, a booking reference, a UN number). */
export type CodeFieldSpec<Name extends string = string> = FieldBase<Name> & {
  maxLength: number;
  code: RuleMessages;
};

/** A tick box: a service asked for, or terms that must be accepted (`required`). */
export type CheckboxFieldSpec<Name extends string = string> = FieldBase<Name> & {
  checkbox: { required?: string };
};

/** Any declared field, of the credit application and contact form or of the forms with rules. */
export type FieldSpec =
  | FormField
  | RequiredTextFieldSpec
  | SuburbFieldSpec
  | NumberFieldSpec
  | ChoiceFieldSpec
  | DateFieldSpec
  | TimeFieldSpec
  | PostcodeFieldSpec
  | CodeFieldSpec
  | CheckboxFieldSpec;

export type FormSection = {
  id: string;
  title: string;
  /** Paragraphs shown above the fields, on the page and in documents. */
  text?: readonly string[];
  /** One line under the title, on the page only. */
  hint?: string;
  fields: readonly FormField[];
};

export type SignatureField = Extract<FormField, { signature: SignatureSpec }>;
export type InputField = Exclude<FormField, SignatureField>;

export function isSignatureField<F extends FormField>(
  field: F,
): field is Extract<F, SignatureField> {
  return field.signature !== undefined;
}

export function isInputField<F extends FormField>(field: F): field is Exclude<F, SignatureField> {
  return field.signature === undefined;
}

/** A declared field: its literal name kept, and every property of its kind readable. */
export type Declared<F> = F extends { signature: SignatureSpec }
  ? F & SignatureFieldSpec
  : F extends { email: object }
    ? F & EmailFieldSpec
    : F & TextFieldSpec;

/** A form's fields, checked against the kinds above. */
export function declareFields<const F extends readonly FormField[]>(
  fields: F,
): Declared<F[number]>[] {
  return [...fields] as Declared<F[number]>[];
}

/** The fields of every section, in declared order. */
export function fieldsOf<const S extends readonly { fields: readonly FormField[] }[]>(
  sections: S,
): Declared<S[number]['fields'][number]>[] {
  return sections.flatMap((s) => s.fields) as Declared<S[number]['fields'][number]>[];
}

/** The label documents and mail use. */
export function documentLabel(field: FormField): string {
  return field.documentLabel ?? field.label;
}

/** The fields in the order the page shows them. */
export function pageOrder<F extends FormField>(fields: readonly F[]): F[] {
  const placed = fields.filter((f) => !f.onPageAfter);
  for (const field of fields) {
    if (!field.onPageAfter) continue;
    let at = placed.findIndex((f) => f.name === field.onPageAfter) + 1;
    // Fields placed after the same one keep their declared order.
    while (placed[at]?.onPageAfter === field.onPageAfter) at++;
    placed.splice(at, 0, field);
  }
  return placed;
}

/** A signature image as the form sends it: empty (no signature) or a checked PNG data URL. */
function signatureImage() {
  return z
    .string()
    .default('')
    .superRefine((value, ctx) => {
      if (value === '') return;
      const check = checkSignatureDataUrl(value);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: `Signature ${check.reason}` });
    });
}

type FreeTextSchema = ReturnType<typeof freeText>;
type FieldSchema<F> = F extends SignatureField
  ? ReturnType<typeof signatureImage>
  : F extends EmailFieldSpec
    ? ReturnType<typeof emailField>
    : FreeTextSchema;
type FileNameOf<F> = F extends { signature: { fileName: infer N extends string } } ? N : never;

export type ShapeOf<F extends FormField> = { [K in F as FileNameOf<K>]: FreeTextSchema } & {
  [K in F as K['name']]: FieldSchema<K>;
};

/** The zod shape of the fields, in declared order; a signature brings its file name just before it. */
export function shapeOf<const F extends FormField>(fields: readonly F[]): ShapeOf<F> {
  return Object.fromEntries(
    fields.flatMap((f) => {
      if (f.signature)
        return [
          [f.signature.fileName, freeText(300)],
          [f.name, signatureImage()],
        ];
      return [[f.name, f.email ? emailField(f.email) : freeText(f.max)]];
    }),
  ) as ShapeOf<F>;
}

/** An empty value for every key of a shape, as a form starts. */
export function emptyValues<Shape extends z.ZodRawShape>(
  shape: Shape,
): Record<keyof Shape, string> {
  return Object.fromEntries(Object.keys(shape).map((k) => [k, ''])) as Record<keyof Shape, string>;
}

export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** The database column of a field: its name in snake_case ("phoneNumber" is phone_number). */
export function columnName<Name extends string>(name: Name): SnakeCase<Name> {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as SnakeCase<Name>;
}

/**
 * Something worth a second look in a sent form, which never stops it being sent: a number whose
 * check fails, or a signature pad left blank. `message` is shown on the page, `note` after the
 * field's document label in the mail and PDF.
 */
export type FieldWarning = {
  name: string;
  label: string;
  documentLabel: string;
  message: string;
  note: string;
};

/** Shown beside a blank signature pad, and noted in the documents. */
export const MISSING_SIGNATURE = {
  message:
    'Not signed yet. You can still send the form, but it is incomplete without this signature.',
  note: 'not signed',
} as const;

/**
 * The warnings of a form's values, in declared order: each field with a `check` its value fails,
 * and each signature pad left blank. Both the page and the server use this, the server on what it
 * stores (never on a list the browser sends).
 */
export function fieldWarnings(
  fields: readonly FormField[],
  values: Readonly<Record<string, string | undefined>>,
): FieldWarning[] {
  return fields.flatMap((field) => {
    const value = values[field.name] ?? '';
    const problem = field.signature
      ? value === ''
        ? MISSING_SIGNATURE
        : null
      : field.check
        ? checkNumber(field.check, value)
        : null;
    if (!problem) return [];
    return [
      {
        name: field.name,
        label: field.label,
        documentLabel: documentLabel(field),
        message: problem.message,
        note: problem.note,
      },
    ];
  });
}

/** A warning as the mail and PDF print it: "ABN: check digits do not add up". */
export function warningLine(warning: FieldWarning): string {
  return `${warning.documentLabel}: ${warning.note}`;
}

/** The heading over a sent form's warnings in the mail and PDF. */
export function warningsHeading(count: number): string {
  const them = count === 1 ? 'it' : 'them';
  return `Sent with ${count} ${count === 1 ? 'warning' : 'warnings'}: check ${them} before relying on these details`;
}
