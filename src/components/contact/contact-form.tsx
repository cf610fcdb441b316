'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { contactMessages, contactSchema } from '@/domain/contact';
import type { ContactInput, ContactMessage } from '@/domain/contact';
import { HONEYPOT_FIELD } from '@/domain/honeypot';
import { apiPost, successMessage } from '@/lib/api-client';
import { Spinner } from '../ui/spinner';
import { HoneypotField } from '../forms/honeypot-field';
import { SubmissionAlerts, useSubmission } from '../forms/submission';
import { TextField } from '../forms/text-field';

type FormValues = ContactInput & { [HONEYPOT_FIELD]?: string };

const empty: FormValues = {
  first_name: '',
  last_name: '',
  email: '',
  subject: '',
  phone: '',
  message: '',
  [HONEYPOT_FIELD]: '',
};

/** The 'Get in Touch' form (spec §2 contact, §4, §5, §7, §8). */
export function ContactForm() {
  const { fetching, success, failure, submit } = useSubmission();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid },
  } = useForm<FormValues, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema.extend({ [HONEYPOT_FIELD]: contactSchema.shape.subject })),
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
        <TextField
          id="contact-first-name"
          label="First name"
          autoComplete="given-name"
          registration={register('first_name')}
        />
        <TextField
          id="contact-last-name"
          label="Last name"
          autoComplete="family-name"
          registration={register('last_name')}
        />
        <TextField
          id="contact-email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <TextField
          id="contact-phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          registration={register('phone')}
        />
      </div>
      <TextField id="contact-subject" label="Subject" registration={register('subject')} />
      <div>
        <label htmlFor="contact-message" className="field-label">
          Message
        </label>
        <textarea id="contact-message" rows={6} className="field-input" {...register('message')} />
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
