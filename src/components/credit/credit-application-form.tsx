'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CHECK_DIGITS, numberDigits } from '@/domain/australian-business-numbers';
import { localToday } from '@/domain/calendar-date';
import {
  POSTAL_SAME_AS_COMPANY,
  creditApplicationFields,
  creditApplicationMessages,
  creditApplicationSchema,
  creditApplicationSections,
  creditApplicationWarnings,
  creditSignatureFields,
  postalSameAsCompanyLabel,
  withSignatureFileNames,
} from '@/domain/credit-application';
import type { CreditApplicationField } from '@/domain/credit-application';
import { emptyValues } from '@/domain/form-fields';
import type { FieldWarning } from '@/domain/form-fields';
import { HONEYPOT_FIELD, withHoneypot } from '@/domain/honeypot';
import { signatureFileName } from '@/domain/signature';
import { apiPost, successMessage } from '@/lib/api-client';
import { invalidFields } from '../forms/attention';
import type { AttentionItem } from '../forms/attention';
import { AttentionSummary, focusField } from '../forms/attention-summary';
import { DeclaredField } from '../forms/declared-field';
import { useSubmission } from '../forms/submission';
import { SubmissionConfirmation } from '../forms/submission-confirmation';
import type { SentLine } from '../forms/submission-confirmation';
import { FormActions, FormTitle, SubmissionForm } from '../forms/submission-form';
import { CreditFormSection } from './credit-form-section';
import { creditProgress } from './credit-progress';
import { CreditProgressNav } from './credit-progress-nav';
import { SignaturePad } from './signature-pad';

const clientSchema = withHoneypot(creditApplicationSchema);
type FormValues = z.input<typeof clientSchema>;

const empty: FormValues = emptyValues(clientSchema.shape);

/** The signature pads' images and their signers' names, which the file names follow. */
const SIGNING = creditSignatureFields.flatMap((f) => [f.name, f.signature.signer]);

const POSTAL_FIELDS = new Set<string>(POSTAL_SAME_AS_COMPANY.map(([postal]) => postal));
const ATTENTION_ID = 'credit-form-attention';
const WARNINGS_ID = 'credit-form-warnings';

const fieldId = (name: string) => `credit-${name}`;

/**
 * The name a field goes by in the summaries: its label, with its group or section where another
 * field has the same label ("Postcode (Company Details)").
 */
const SUMMARY_LABEL: Record<string, string> = (() => {
  const entries = creditApplicationSections.flatMap((section) =>
    section.fields.map((f: CreditApplicationField) => ({
      name: f.name,
      label: f.label,
      where: ('group' in f ? f.group : undefined) ?? section.title,
    })),
  );
  const count = (label: string) => entries.filter((e) => e.label === label).length;
  return Object.fromEntries(
    entries.map((e) => [e.name, count(e.label) > 1 ? `${e.label} (${e.where})` : e.label]),
  );
})();

const ATTENTION_FIELDS = creditApplicationFields.map((f) => ({
  name: f.name,
  id: fieldId(f.name),
  label: SUMMARY_LABEL[f.name] ?? f.label,
}));

/** Every date signed set to today, on the signer's own calendar (not the build's). */
function datesSignedToday(): Partial<FormValues> {
  return Object.fromEntries(
    creditSignatureFields.map((f) => [f.signature.dateSigned, localToday()]),
  );
}

/** What the confirmation repeats of a sent application: who applied, never bank details. */
function sentSummary(values: FormValues): SentLine[] {
  return [
    ['Applicant', values.name ?? ''],
    ['Email', values.email ?? ''],
    ['Company name', values.company_name ?? ''],
    ['ABN', values.abn ?? ''],
  ];
}

/**
 * A number's warning shows once the visitor has left the field, or as soon as it has as many
 * digits as a complete one, so typing the first digits of an ABN does not warn.
 */
function warningShown(
  warning: FieldWarning,
  value: string,
  touched: boolean,
  field: CreditApplicationField,
): boolean {
  if (touched) return true;
  if (!('check' in field) || !field.check) return false;
  return (
    (numberDigits(value)?.length ?? value.replace(/\D/g, '').length) >= CHECK_DIGITS[field.check]
  );
}

/** The credit application (spec §2, §3, §4, §5, §7, §8), its sections as src/domain declares them. */
export function CreditApplicationForm() {
  const { fetching, success, failure, submit, clear } = useSubmission();
  const [padsKey, setPadsKey] = useState(0);
  const [sent, setSent] = useState<SentLine[]>([]);
  const [postalSame, setPostalSame] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    control,
    formState: { errors, isValid, touchedFields },
  } = useForm<FormValues, unknown, z.output<typeof clientSchema>>({
    resolver: zodResolver(clientSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const values = useWatch({ control });

  useEffect(() => {
    for (const { signature } of creditSignatureFields) {
      if (!getValues(signature.dateSigned)) setValue(signature.dateSigned, localToday());
    }
  }, [getValues, setValue, padsKey]);

  // A signature's file name follows its signer's name, and is empty while the pad is (spec §3, §4).
  const signing = useWatch({ control, name: SIGNING });
  useEffect(() => {
    for (const { name, signature } of creditSignatureFields) {
      const signed = Boolean(getValues(name));
      const signer = getValues(signature.signer) ?? '';
      setValue(signature.fileName, signed ? signatureFileName(signature.kind, signer, true) : '');
    }
  }, [signing, getValues, setValue]);

  // Ticked, the postal address follows the company address as it is typed.
  const companyAddress = useWatch({
    control,
    name: POSTAL_SAME_AS_COMPANY.map(([, company]) => company),
  });
  useEffect(() => {
    if (!postalSame) return;
    POSTAL_SAME_AS_COMPANY.forEach(([postal], i) =>
      setValue(postal, companyAddress[i] ?? '', { shouldValidate: true }),
    );
  }, [postalSame, companyAddress, setValue]);

  const onSubmit = handleSubmit((submitted) => {
    // A blank pad counts as no signature (spec §4).
    const body = withSignatureFileNames(submitted);
    return submit(async () => {
      const saved = await apiPost<unknown>('/tms/save-credit-application', body);
      await apiPost<unknown>('/tms/sendOfficialSite_CreditApplicationMail', body);
      setSent(sentSummary(submitted));
      reset({ ...empty, ...datesSignedToday() });
      setPostalSame(false);
      setPadsKey((k) => k + 1);
      return successMessage(saved, creditApplicationMessages.saved);
    }, creditApplicationMessages.sendFailed);
  });

  if (success) {
    return (
      <SubmissionConfirmation
        title="Application sent"
        message={success}
        summary={sent}
        againLabel="Start another application"
        onAgain={() => {
          clear();
          requestAnimationFrame(() => focusField(fieldId(creditApplicationFields[0]!.name)));
        }}
      />
    );
  }

  const warnings = creditApplicationWarnings(values);
  const warningOf = (name: string) => warnings.find((w) => w.name === name);
  const disabled = !isValid || fetching;
  const warningItems: AttentionItem[] = warnings.map((w) => ({
    id: fieldId(w.name),
    label: SUMMARY_LABEL[w.name] ?? w.label,
  }));

  const renderField = (field: Exclude<CreditApplicationField, { signature: object }>) => {
    const warning = warningOf(field.name);
    const value = values[field.name] ?? '';
    const input = (
      <DeclaredField
        key={field.name}
        field={field}
        id={fieldId(field.name)}
        registration={register(field.name)}
        error={errors[field.name]?.message}
        length={value.trim().length}
        warning={
          warning && warningShown(warning, value, Boolean(touchedFields[field.name]), field)
            ? warning.message
            : undefined
        }
        readOnly={postalSame && POSTAL_FIELDS.has(field.name)}
      />
    );
    if (field.name !== POSTAL_SAME_AS_COMPANY[0][0]) return input;
    return [
      <div key="postal-same" className="flex items-center gap-3 sm:col-span-2">
        <input
          id="credit-postal-same"
          type="checkbox"
          className="size-5 accent-brand-800"
          checked={postalSame}
          onChange={(event) => setPostalSame(event.target.checked)}
          aria-describedby="credit-postal-same-hint"
        />
        <label htmlFor="credit-postal-same" className="text-base font-medium text-ink">
          {postalSameAsCompanyLabel}
        </label>
        <span id="credit-postal-same-hint" className="sr-only">
          Copies the company address into the postal address fields, which are locked while this is
          ticked.
        </span>
      </div>,
      input,
    ];
  };

  return (
    <SubmissionForm titleId="credit-form-title" className="relative space-y-10" onSubmit={onSubmit}>
      <div className="space-y-4">
        <div>
          <FormTitle id="credit-form-title">Application for a credit account</FormTitle>
          <p className="mt-2 text-muted">
            Only the email address is required; the more you fill in, the faster we can open your
            account. Fields marked * are required.
          </p>
        </div>
        <CreditProgressNav progress={creditProgress(values, warnings)} />
      </div>

      {creditApplicationSections.map((section) => (
        <CreditFormSection
          key={section.id}
          section={section}
          renderField={renderField}
          renderPad={(field) => {
            const warning = warningOf(field.name);
            const signer = values[field.signature.signer] ?? '';
            return (
              <div
                key={`${field.signature.id}-${padsKey}`}
                id={fieldId(field.name)}
                tabIndex={-1}
                className="scroll-mt-28 space-y-2 focus:outline-none"
              >
                <SignaturePad
                  label={field.label}
                  onChange={(dataUrl) => setValue(field.name, dataUrl, { shouldValidate: true })}
                />
                {/* Once the signer is named, a blank pad is worth a word. */}
                {warning && signer.trim() !== '' ? (
                  <p className="field-warning text-sm font-medium text-amber-900">
                    {warning.message}
                  </p>
                ) : null}
              </div>
            );
          }}
        />
      ))}

      <FormActions
        honeypot={register(HONEYPOT_FIELD)}
        rowClassName="border-t border-gray-200 pt-8"
        disabled={disabled}
        fetching={fetching}
        fetchingLabel="Sending your application"
        submitLabel="Submit Application"
        success={success}
        failure={failure}
        attentionId={ATTENTION_ID}
        attention={
          <div className="space-y-2">
            {disabled && !fetching ? (
              <AttentionSummary
                id={ATTENTION_ID}
                items={invalidFields(clientSchema, values, ATTENTION_FIELDS)}
              />
            ) : null}
            <AttentionSummary id={WARNINGS_ID} tone="warning" items={warningItems} />
          </div>
        }
      />
    </SubmissionForm>
  );
}
