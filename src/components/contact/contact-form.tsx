'use client';

import '@/domain/zod-in-the-browser';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { contactFields, contactMessages, contactSchema } from '@/domain/contact';
import { emptyValues } from '@/domain/form-fields';
import { HONEYPOT_FIELD, withHoneypot } from '@/domain/honeypot';
import { apiPost, successMessage } from '@/lib/api-client';
import { attentionTone, invalidFields } from '../forms/attention';
import { AttentionSummary, focusField } from '../forms/attention-summary';
import { DeclaredField } from '../forms/declared-field';
import { useAttemptKey, useSubmission } from '../forms/submission';
import { SubmissionConfirmation } from '../forms/submission-confirmation';
import type { SentLine } from '../forms/submission-confirmation';
import { FormActions, FormTitle, SubmissionForm } from '../forms/submission-form';

const clientSchema = withHoneypot(contactSchema);
type FormValues = z.input<typeof clientSchema>;

const empty: FormValues = emptyValues(clientSchema.shape);

const inputId = (name: string) => `contact-${name.replace('_', '-')}`;
const ATTENTION_ID = 'contact-form-attention';

/** The fields the summary beside Send Message can name, in page order. */
const ATTENTION_FIELDS = contactFields.map((f) => ({
  name: f.name,
  id: inputId(f.name),
  label: f.label,
}));

/** What the confirmation repeats of a sent message: who it is from and what about. */
function sentSummary(values: FormValues): SentLine[] {
  const name = [values.first_name, values.last_name].map((v) => v?.trim()).filter(Boolean);
  return [
    ['Name', name.join(' ')],
    ['Email', values.email ?? ''],
    ['Subject', values.subject ?? ''],
  ];
}

/** The 'Get in Touch' form (spec §2 contact, §4, §5, §7, §8). */
export function ContactForm({ noScript }: { noScript?: ReactNode }) {
  const { fetching, success, failure, submit, clear } = useSubmission();
  const attempt = useAttemptKey();
  const [sent, setSent] = useState<SentLine[]>([]);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isValid, isSubmitted, touchedFields },
  } = useForm<FormValues, unknown, z.output<typeof clientSchema>>({
    resolver: zodResolver(clientSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const values = useWatch({ control });

  const onSubmit = handleSubmit((submitted) =>
    submit(async () => {
      const sent = { idempotencyKey: attempt.keyFor(submitted) };
      const saved = await apiPost<unknown>('/tms/save-contact', submitted, sent);
      await apiPost<unknown>('/tms/sendOfficialSiteMail', submitted, sent);
      attempt.succeeded();
      setSent(sentSummary(submitted));
      reset(empty);
      return successMessage(saved, contactMessages.saved);
    }, contactMessages.sendFailed),
  );

  if (success) {
    return (
      <SubmissionConfirmation
        title="Message sent"
        message={success}
        summary={sent}
        againLabel="Send another message"
        onAgain={() => {
          clear();
          // The fresh form's first field, once it is back on the page.
          requestAnimationFrame(() => focusField(inputId(contactFields[0]!.name)));
        }}
      />
    );
  }

  const disabled = !isValid || fetching;
  return (
    <SubmissionForm
      titleId="contact-form-title"
      className="relative space-y-5"
      onSubmit={onSubmit}
      noScript={noScript}
    >
      <FormTitle id="contact-form-title">Get in Touch</FormTitle>
      <p className="text-muted">
        Tell us what you need moved or stored and we will come back to you within one business day.
        Fields marked * are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        {contactFields.map((field) => (
          <DeclaredField
            key={field.name}
            field={field}
            id={inputId(field.name)}
            registration={register(field.name)}
            error={errors[field.name]?.message}
            length={values[field.name]?.trim().length ?? 0}
          />
        ))}
      </div>
      <FormActions
        honeypot={register(HONEYPOT_FIELD)}
        disabled={disabled}
        fetching={fetching}
        fetchingLabel="Sending your message"
        submitLabel="Send Message"
        success={success}
        failure={failure}
        attentionId={ATTENTION_ID}
        attention={
          disabled && !fetching ? (
            <AttentionSummary
              id={ATTENTION_ID}
              items={invalidFields(clientSchema, values, ATTENTION_FIELDS)}
              tone={attentionTone(isSubmitted, touchedFields)}
            />
          ) : null
        }
      />
    </SubmissionForm>
  );
}
