'use client';

import '@/domain/zod-in-the-browser';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { checkQuoteSchema, quoteLookupFields } from '@/domain/quote';
import { inputProps } from '../forms/declared-input';
import { SubmissionAlerts } from '../forms/submission';
import { TextField } from '../forms/text-field';
import { Spinner } from '../ui/spinner';
import type { QuoteLookupProps } from './quote-lookup';

/** The quote-number form of 'I Got A Quote' (spec §2, §4). */
export function LookupForm({ lookup, onLookUp }: Omit<QuoteLookupProps, 'onOpen'>) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(checkQuoteSchema),
    mode: 'onTouched',
    // Opened from a quote's link, the form shows the number it looks up.
    defaultValues: { quote_number: lookup.quoteNumber },
  });

  return (
    <form
      method="post"
      onSubmit={(event) => void handleSubmit(({ quote_number }) => onLookUp(quote_number))(event)}
      noValidate
      className="mt-3 flex flex-wrap items-start gap-4"
    >
      <TextField
        id="lookup-quote-number"
        {...inputProps(quoteLookupFields.quote_number)}
        autoCapitalize="characters"
        // In the page as sent too, when the server looked the link up (decision 105).
        defaultValue={lookup.quoteNumber}
        className="min-w-64 flex-1"
        registration={register('quote_number')}
        error={errors.quote_number?.message}
      />
      <button type="submit" className="btn-dark mt-6" disabled={lookup.looking}>
        {lookup.looking ? <Spinner label="Looking up the quotation" /> : null}
        Retrieve Quote
      </button>
      <SubmissionAlerts success={lookup.success} failure={lookup.error} className="basis-full" />
    </form>
  );
}
