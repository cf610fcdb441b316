'use client';

import '@/domain/zod-in-the-browser';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { emptyHoneypot, withHoneypot } from '@/domain/honeypot';
import { quoteEmailSchema } from '@/domain/quote';
import type { RatePrice } from '@/domain/quote-pricing';
import { emailPayload } from './quote-session';

// The state of the quote's e-mail form, kept by the page from the start; the form itself
// (email-quote-form.tsx) loads only when the visitor asks to e-mail a quote.

const emailSchema = withHoneypot(quoteEmailSchema);
type EmailInput = z.input<typeof emailSchema>;
type EmailOutput = z.output<typeof emailSchema>;

const validate = zodResolver(emailSchema);

// The form holds only the address; the rate's fields come from the chosen rate whenever it is checked.
const resolver: Resolver<EmailInput, RatePrice | undefined, EmailOutput> = (
  values,
  rate,
  options,
) => validate({ ...values, ...emailPayload(rate) }, rate, options);

export type EmailForm = UseFormReturn<EmailInput, RatePrice | undefined, EmailOutput>;

/** The e-mail form, kept by the page: an address typed outlives the rates hidden by an edit. */
export function useEmailForm(rate: RatePrice | undefined): EmailForm {
  return useForm<EmailInput, RatePrice | undefined, EmailOutput>({
    resolver,
    context: rate,
    mode: 'onTouched',
    defaultValues: { email: '', ...emptyHoneypot },
  });
}
