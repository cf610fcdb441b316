'use client';

import '@/domain/zod-in-the-browser';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  POSTAL_SAME_AS_COMPANY,
  creditApplicationFields,
  creditApplicationMessages,
  creditApplicationSections,
  creditApplicationWarnings,
  creditSignatureFields,
  withSignatureFileNames,
} from '@/domain/credit-application';
import type { CreditApplicationField } from '@/domain/credit-application';
import { HONEYPOT_FIELD } from '@/domain/honeypot';
import { signatureFileName } from '@/domain/signature';
import { apiPost, successMessage } from '@/lib/api-client';
import { attentionTone, invalidFields } from '../forms/attention';
import type { AttentionItem } from '../forms/attention';
import { AttentionSummary, focusField } from '../forms/attention-summary';
import { DeclaredField } from '../forms/declared-field';
import { useAttemptKey, useSubmission } from '../forms/submission';
import { SubmissionConfirmation } from '../forms/submission-confirmation';
import type { SentLine } from '../forms/submission-confirmation';
import { FormActions, FormTitle, SubmissionForm } from '../forms/submission-form';
import { CreditFormSection } from './credit-form-section';
import {
  ATTENTION_FIELDS,
  SUMMARY_LABEL,
  clientSchema,
  startValues,
  fieldId,
  sentSummary,
  warningShown,
} from './credit-form-values';
import type { FormValues } from './credit-form-values';
import { creditProgress } from './credit-progress';
import { CreditProgressNav } from './credit-progress-nav';
import { CreditSignatureBlock, PostalSameTickBox } from './credit-form-parts';

/** The signature pads' images and their signers' names, which the file names follow. */
const SIGNING = creditSignatureFields.flatMap((f) => [f.name, f.signature.signer]);

const POSTAL_FIELDS = new Set<string>(POSTAL_SAME_AS_COMPANY.map(([postal]) => postal));
const ATTENTION_ID = 'credit-form-attention';
const WARNINGS_ID = 'credit-form-warnings';

/** The credit application (spec §2, §3, §4, §5, §7, §8), its sections as src/domain declares them. */
export function CreditApplicationForm({ noScript }: { noScript?: ReactNode }) {
  const { fetching, success, failure, submit, clear } = useSubmission();
  const attempt = useAttemptKey();
  const [padsKey, setPadsKey] = useState(0);
  const [sent, setSent] = useState<SentLine[]>([]);
  const [postalSame, setPostalSame] = useState(false);
  // Each date signed starts as today on the signer's own calendar. The page's HTML has no value in
  // it (the build cannot know the day it is read on): the site's script writes today in before
  // React runs (decision 167), the value the form then starts with.
  const [start] = useState(startValues);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    control,
    formState: { errors, isValid, isSubmitted, touchedFields },
  } = useForm<FormValues, unknown, z.output<typeof clientSchema>>({
    resolver: zodResolver(clientSchema),
    mode: 'onTouched',
    defaultValues: start,
  });
  const values = useWatch({ control });

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
      const sent = { idempotencyKey: attempt.keyFor(body) };
      const saved = await apiPost<unknown>('/tms/save-credit-application', body, sent);
      await apiPost<unknown>('/tms/sendOfficialSite_CreditApplicationMail', body, sent);
      attempt.succeeded();
      setSent(sentSummary(submitted));
      reset(startValues());
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
      <PostalSameTickBox key="postal-same" checked={postalSame} onChange={setPostalSame} />,
      input,
    ];
  };

  return (
    <SubmissionForm
      titleId="credit-form-title"
      className="relative space-y-10"
      onSubmit={onSubmit}
      noScript={noScript}
    >
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
          renderPad={(field) => (
            <CreditSignatureBlock
              key={`${field.signature.id}-${padsKey}`}
              field={field}
              id={fieldId(field.name)}
              warning={warningOf(field.name)?.message}
              signer={values[field.signature.signer] ?? ''}
              onChange={(dataUrl) => setValue(field.name, dataUrl, { shouldValidate: true })}
            />
          )}
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
                tone={attentionTone(isSubmitted, touchedFields)}
              />
            ) : null}
            <AttentionSummary id={WARNINGS_ID} tone="warning" items={warningItems} />
          </div>
        }
      />
    </SubmissionForm>
  );
}
