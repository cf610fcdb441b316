'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { localToday } from '@/domain/calendar-date';
import {
  creditApplicationMessages,
  creditApplicationSchema,
  creditApplicationSections,
  creditSignatureFields,
  withSignatureFileNames,
} from '@/domain/credit-application';
import { emptyValues } from '@/domain/form-fields';
import { HONEYPOT_FIELD, withHoneypot } from '@/domain/honeypot';
import { signatureFileName } from '@/domain/signature';
import { apiPost, successMessage } from '@/lib/api-client';
import { DeclaredField } from '../forms/declared-field';
import { useSubmission } from '../forms/submission';
import { FormActions, FormTitle, SubmissionForm } from '../forms/submission-form';
import { CreditFormSection } from './credit-form-section';
import { SignaturePad } from './signature-pad';

const clientSchema = withHoneypot(creditApplicationSchema);
type FormValues = z.input<typeof clientSchema>;

const empty: FormValues = emptyValues(clientSchema.shape);

/** The signature pads' images and their signers' names, which the file names follow. */
const SIGNING = creditSignatureFields.flatMap((f) => [f.name, f.signature.signer]);

/** Every date signed set to today, on the signer's own calendar (not the build's). */
function datesSignedToday(): Partial<FormValues> {
  return Object.fromEntries(
    creditSignatureFields.map((f) => [f.signature.dateSigned, localToday()]),
  );
}

/** The credit application (spec §2, §3, §4, §5, §7, §8), its sections as src/domain declares them. */
export function CreditApplicationForm() {
  const { fetching, success, failure, submit } = useSubmission();
  const [padsKey, setPadsKey] = useState(0);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    control,
    formState: { errors, isValid },
  } = useForm<FormValues, unknown, z.output<typeof clientSchema>>({
    resolver: zodResolver(clientSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });

  useEffect(() => {
    for (const { signature } of creditSignatureFields) {
      if (!getValues(signature.dateSigned)) setValue(signature.dateSigned, localToday());
    }
  }, [getValues, setValue]);

  // A signature's file name follows its signer's name, and is empty while the pad is (spec §3, §4).
  const signing = useWatch({ control, name: SIGNING });
  useEffect(() => {
    for (const { name, signature } of creditSignatureFields) {
      const signed = Boolean(getValues(name));
      const signer = getValues(signature.signer) ?? '';
      setValue(signature.fileName, signed ? signatureFileName(signature.kind, signer, true) : '');
    }
  }, [signing, getValues, setValue]);

  const onSubmit = handleSubmit((values) => {
    // A blank pad counts as no signature (spec §4).
    const body = withSignatureFileNames(values);
    return submit(async () => {
      const saved = await apiPost<unknown>('/tms/save-credit-application', body);
      await apiPost<unknown>('/tms/sendOfficialSite_CreditApplicationMail', body);
      reset({ ...empty, ...datesSignedToday() });
      setPadsKey((k) => k + 1);
      return successMessage(saved, creditApplicationMessages.saved);
    }, creditApplicationMessages.sendFailed);
  });

  return (
    <SubmissionForm titleId="credit-form-title" className="relative space-y-10" onSubmit={onSubmit}>
      <div>
        <FormTitle id="credit-form-title">Application for a credit account</FormTitle>
        <p className="mt-2 text-muted">
          Only the email address is required; the more you fill in, the faster we can open your
          account. Fields marked * are required.
        </p>
      </div>

      {creditApplicationSections.map((section) => (
        <CreditFormSection
          key={section.id}
          section={section}
          renderField={(field) => (
            <DeclaredField
              key={field.name}
              field={field}
              id={`credit-${field.name}`}
              registration={register(field.name)}
              error={errors[field.name]?.message}
            />
          )}
          renderPad={(field) => (
            <SignaturePad
              key={`${field.signature.id}-${padsKey}`}
              label={field.label}
              onChange={(dataUrl) => setValue(field.name, dataUrl, { shouldValidate: true })}
            />
          )}
        />
      ))}

      <FormActions
        honeypot={register(HONEYPOT_FIELD)}
        rowClassName="border-t border-gray-200 pt-8"
        disabled={!isValid || fetching}
        fetching={fetching}
        fetchingLabel="Sending your application"
        submitLabel="Submit Application"
        success={success}
        failure={failure}
      />
    </SubmissionForm>
  );
}
