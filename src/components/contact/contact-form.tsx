'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactFields, contactMessages, contactSchema } from '@/domain/contact';
import { emptyValues } from '@/domain/form-fields';
import { HONEYPOT_FIELD, withHoneypot } from '@/domain/honeypot';
import { apiPost, successMessage } from '@/lib/api-client';
import { DeclaredField } from '../forms/declared-field';
import { useSubmission } from '../forms/submission';
import { FormActions, FormTitle, SubmissionForm } from '../forms/submission-form';

const clientSchema = withHoneypot(contactSchema);
type FormValues = z.input<typeof clientSchema>;

const empty: FormValues = emptyValues(clientSchema.shape);

/** The 'Get in Touch' form (spec §2 contact, §4, §5, §7, §8). */
export function ContactForm() {
  const { fetching, success, failure, submit } = useSubmission();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid },
  } = useForm<FormValues, unknown, z.output<typeof clientSchema>>({
    resolver: zodResolver(clientSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });

  const onSubmit = handleSubmit((values) =>
    submit(async () => {
      const saved = await apiPost<unknown>('/tms/save-contact', values);
      await apiPost<unknown>('/tms/sendOfficialSiteMail', values);
      reset(empty);
      return successMessage(saved, contactMessages.saved);
    }, contactMessages.sendFailed),
  );

  return (
    <SubmissionForm titleId="contact-form-title" className="relative space-y-5" onSubmit={onSubmit}>
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
            id={`contact-${field.name.replace('_', '-')}`}
            registration={register(field.name)}
            error={errors[field.name]?.message}
          />
        ))}
      </div>
      <FormActions
        honeypot={register(HONEYPOT_FIELD)}
        disabled={!isValid || fetching}
        fetching={fetching}
        fetchingLabel="Sending your message"
        submitLabel="Send Message"
        success={success}
        failure={failure}
      />
    </SubmissionForm>
  );
}
