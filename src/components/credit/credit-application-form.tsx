'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  creditTerms,
  creditTermsHeading,
  declarationText,
  privacyActHeading,
  privacyActText,
} from '@/content/credit-application';
import { creditApplicationMessages, creditApplicationSchema } from '@/domain/credit-application';
import type { CreditApplication, CreditApplicationInput } from '@/domain/credit-application';
import { toCalendarDate } from '@/domain/format';
import { HONEYPOT_FIELD } from '@/domain/honeypot';
import { signatureFileName } from '@/domain/signature';
import { apiPost, successMessage } from '@/lib/api-client';
import { HoneypotField } from '../forms/honeypot-field';
import { SubmissionAlerts, useSubmission } from '../forms/submission';
import { TextField } from '../forms/text-field';
import { Spinner } from '../ui/spinner';
import { SignaturePad } from './signature-pad';

type FormValues = CreditApplicationInput & { [HONEYPOT_FIELD]?: string };
type TextName = Exclude<
  keyof CreditApplicationInput,
  'declarationSignatureBinary' | 'actSignatureBinary' | 'declaration_signature' | 'act_signature'
>;

type Field = {
  name: TextName;
  label: string;
  autoComplete?: string;
  type?: 'text' | 'email' | 'tel' | 'date';
  inputMode?: 'numeric';
  wide?: boolean;
};

const empty: FormValues = {
  ...(Object.fromEntries(
    Object.keys(creditApplicationSchema.shape).map((k) => [k, '']),
  ) as CreditApplicationInput),
  [HONEYPOT_FIELD]: '',
};

const applicantFields: Field[] = [
  { name: 'name', label: 'Full name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phoneNumber', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  { name: 'position', label: 'Position', autoComplete: 'organization-title' },
  { name: 'year_in_business', label: 'Years in business', inputMode: 'numeric' },
  { name: 'home_address', label: 'Home address', autoComplete: 'address-line1', wide: true },
  { name: 'suburb', label: 'Suburb', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code', inputMode: 'numeric' },
];

const companyFields: Field[] = [
  { name: 'company_name', label: 'Company name', autoComplete: 'organization' },
  { name: 'trading_name', label: 'Trading name' },
  { name: 'acn', label: 'ACN', inputMode: 'numeric' },
  { name: 'abn', label: 'ABN', inputMode: 'numeric' },
  { name: 'years_in_trading', label: 'Years trading', inputMode: 'numeric' },
  {
    name: 'company_address',
    label: 'Company address',
    autoComplete: 'section-company address-line1',
    wide: true,
  },
  { name: 'company_suburb', label: 'Suburb', autoComplete: 'section-company address-level2' },
  { name: 'company_state', label: 'State', autoComplete: 'section-company address-level1' },
  {
    name: 'company_postcode',
    label: 'Postcode',
    autoComplete: 'section-company postal-code',
    inputMode: 'numeric',
  },
  {
    name: 'postal_address',
    label: 'Postal address',
    autoComplete: 'section-postal address-line1',
    wide: true,
  },
  { name: 'postal_suburb', label: 'Postal suburb', autoComplete: 'section-postal address-level2' },
  { name: 'postal_state', label: 'Postal state', autoComplete: 'section-postal address-level1' },
  {
    name: 'postal_postcode',
    label: 'Postal postcode',
    autoComplete: 'section-postal postal-code',
    inputMode: 'numeric',
  },
  {
    name: 'company_phone',
    label: 'Company phone',
    type: 'tel',
    autoComplete: 'section-company work tel',
  },
  {
    name: 'company_fax',
    label: 'Company fax',
    type: 'tel',
    autoComplete: 'section-company fax tel',
  },
  {
    name: 'company_email',
    label: 'Accounts email',
    type: 'email',
    autoComplete: 'section-company work email',
  },
];

const bankFields: Field[] = [
  { name: 'bank_name', label: 'Bank name', autoComplete: 'off' },
  { name: 'bank_account_number', label: 'BSB/Account No.', autoComplete: 'off' },
  { name: 'bank_address', label: 'Bank address', autoComplete: 'off', wide: true },
];

const references = [
  ['first', 'First reference'],
  ['second', 'Second reference'],
  ['third', 'Third reference'],
] as const;

function today(): string {
  return toCalendarDate(new Date());
}

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="border-t border-gray-200 pt-8">
      <fieldset className="min-w-0 space-y-5">
        <legend id={id} className="mb-4 text-2xl font-bold text-brand-900">
          {title}
        </legend>
        {children}
      </fieldset>
    </div>
  );
}

/** The credit application (spec §2, §3, §4, §5, §7, §8). */
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
  } = useForm<FormValues, unknown, CreditApplication>({
    resolver: zodResolver(
      creditApplicationSchema.extend({ [HONEYPOT_FIELD]: creditApplicationSchema.shape.name }),
    ),
    mode: 'onTouched',
    defaultValues: empty,
  });

  // Dates signed default to today, on the signer's own calendar (not the build's).
  useEffect(() => {
    if (!getValues('declaration_date_signed')) setValue('declaration_date_signed', today());
    if (!getValues('act_date_signed')) setValue('act_date_signed', today());
  }, [getValues, setValue]);

  // A signature's file name follows its signer's name (spec §3).
  const [declarationName, actName, declarationImage, actImage] = useWatch({
    control,
    name: ['declaration_name', 'act_name', 'declarationSignatureBinary', 'actSignatureBinary'],
  });
  useEffect(() => {
    setValue(
      'declaration_signature',
      declarationImage ? signatureFileName('Declaration', declarationName ?? '', true) : '',
    );
  }, [declarationName, declarationImage, setValue]);
  useEffect(() => {
    setValue(
      'act_signature',
      actImage ? signatureFileName('PrivacyAct1988', actName ?? '', true) : '',
    );
  }, [actName, actImage, setValue]);

  const onDeclarationSignature = useCallback(
    (dataUrl: string) => setValue('declarationSignatureBinary', dataUrl, { shouldValidate: true }),
    [setValue],
  );
  const onActSignature = useCallback(
    (dataUrl: string) => setValue('actSignatureBinary', dataUrl, { shouldValidate: true }),
    [setValue],
  );

  const onSubmit = handleSubmit((values) => {
    const body = {
      ...values,
      // A blank pad counts as no signature (spec §4).
      declaration_signature: signatureFileName(
        'Declaration',
        values.declaration_name,
        values.declarationSignatureBinary !== '',
      ),
      act_signature: signatureFileName(
        'PrivacyAct1988',
        values.act_name,
        values.actSignatureBinary !== '',
      ),
    };
    return submit(async () => {
      const saved = await apiPost<unknown>('/tms/save-credit-application', body);
      await apiPost<unknown>('/tms/sendOfficialSite_CreditApplicationMail', body);
      reset({ ...empty, declaration_date_signed: today(), act_date_signed: today() });
      setPadsKey((k) => k + 1);
      return successMessage(saved, creditApplicationMessages.saved);
    }, creditApplicationMessages.sendFailed);
  });

  function renderField(field: Field) {
    const required = field.name === 'email';
    return (
      <TextField
        key={field.name}
        id={`credit-${field.name}`}
        label={field.label}
        type={field.type ?? 'text'}
        inputMode={field.inputMode}
        autoComplete={field.autoComplete}
        required={required}
        registration={register(field.name)}
        error={errors[field.name]?.message}
        className={field.wide ? 'sm:col-span-2' : undefined}
      />
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="credit-form-title"
      className="relative space-y-10"
    >
      <div>
        <h2 id="credit-form-title" className="text-2xl font-bold text-brand-900">
          Application for a credit account
        </h2>
        <p className="mt-2 text-muted">
          Only the email address is required; the more you fill in, the faster we can open your
          account. Fields marked * are required.
        </p>
      </div>

      <Section id="credit-applicant" title="Applicant Details">
        <div className="grid gap-5 sm:grid-cols-2">{applicantFields.map(renderField)}</div>
      </Section>

      <Section id="credit-company" title="Company Details">
        <div className="grid gap-5 sm:grid-cols-2">{companyFields.map(renderField)}</div>
      </Section>

      <Section id="credit-bank" title="Bank Details">
        <p className="text-sm text-muted">
          Encrypted when it reaches us, and only used to assess this application.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">{bankFields.map(renderField)}</div>
      </Section>

      <Section id="credit-references" title="Trade Reference">
        <p className="text-sm text-muted">
          Three businesses that have given you credit, such as suppliers or other carriers.
        </p>
        {references.map(([prefix, title]) => (
          <fieldset key={prefix} className="space-y-3">
            <legend className="mb-2 text-lg font-semibold text-brand-800">{title}</legend>
            <div className="grid gap-5 sm:grid-cols-3">
              {renderField({
                name: `${prefix}_reference_name`,
                label: 'Business name',
                autoComplete: 'off',
              })}
              {renderField({
                name: `${prefix}_reference_address`,
                label: 'Address',
                autoComplete: 'off',
              })}
              {renderField({
                name: `${prefix}_reference_phone`,
                label: 'Phone',
                type: 'tel',
                autoComplete: 'off',
              })}
            </div>
          </fieldset>
        ))}
      </Section>

      <Section id="credit-declaration" title="Declaration">
        <div className="space-y-3 text-base leading-7">
          {declarationText.map((t) => (
            <p key={t}>{t}</p>
          ))}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          {renderField({ name: 'declaration_name', label: 'Name', autoComplete: 'name' })}
          {renderField({
            name: 'declaration_position',
            label: 'Position',
            autoComplete: 'organization-title',
          })}
        </div>
        <SignaturePad
          key={`declaration-${padsKey}`}
          label="Declaration signature"
          onChange={onDeclarationSignature}
        />
        <div className="max-w-xs">
          {renderField({ name: 'declaration_date_signed', label: 'Date signed', type: 'date' })}
        </div>
      </Section>

      <section aria-labelledby="credit-terms" className="space-y-3 border-t border-gray-200 pt-8">
        <h2 id="credit-terms" className="text-2xl font-bold text-brand-900">
          {creditTermsHeading}
        </h2>
        <ul className="list-disc space-y-1 pl-6 leading-7">
          {creditTerms.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </section>

      <Section id="credit-privacy" title={privacyActHeading}>
        <div className="space-y-3 text-base leading-7">
          {privacyActText.map((t) => (
            <p key={t}>{t}</p>
          ))}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          {renderField({ name: 'act_name', label: 'Name', autoComplete: 'name' })}
          {renderField({
            name: 'act_position',
            label: 'Position',
            autoComplete: 'organization-title',
          })}
        </div>
        <SignaturePad
          key={`act-${padsKey}`}
          label="Privacy Act signature"
          onChange={onActSignature}
        />
        <div className="max-w-xs">
          {renderField({ name: 'act_date_signed', label: 'Date signed', type: 'date' })}
        </div>
      </Section>

      <HoneypotField registration={register(HONEYPOT_FIELD)} />
      <div className="flex flex-wrap items-center gap-4 border-t border-gray-200 pt-8">
        <button type="submit" className="btn-dark" disabled={!isValid || fetching}>
          {fetching ? <Spinner label="Sending your application" /> : null}
          Submit Application
        </button>
      </div>
      <SubmissionAlerts success={success} failure={failure} />
    </form>
  );
}
