'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactFields, contactMessages, contactSchema } from '@/domain/contact';
import { emptyValues } from '@/domain/form-fields';
import { HONEYPOT_FIELD, withHoneypot } from '@/domain/honeypot';
import { apiPost, successMessage } from '@/lib/api-client';
import { Spinner } from '../ui/spinner';
import { DeclaredField } from '../forms/declared-field';
import { HoneypotField } from '../forms/honeypot-field';
import { SubmissionAlerts, useSubmission } from '../forms/submission';

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
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
      className="relative space-y-5"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold text-brand-900">
        Get in Touch
      </h2>
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
      <HoneypotField registration={register(HONEYPOT_FIELD)} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-dark" disabled={!isValid || fetching}>
          {fetching ? <Spinner label="Sending your message" /> : null}
          Send Message
        </button>
      </div>
      <SubmissionAlerts success={success} failure={failure} />
    </form>
  );
}
