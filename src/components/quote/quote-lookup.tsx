'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { checkQuoteSchema } from '@/domain/quote';
import { SubmissionAlerts } from '../forms/submission';
import { TextField } from '../forms/text-field';
import { Spinner } from '../ui/spinner';
import type { QuoteLookup as LookupState } from './quote-session';

type Props = {
  lookup: LookupState;
  onOpen: () => void;
  onLookUp: (quoteNumber: string) => Promise<void>;
};

/** 'I Got A Quote' (spec §2, §4): hides itself and reveals the quote-number form. */
export function QuoteLookup({ lookup, onOpen, onLookUp }: Props) {
  return (
    <section
      aria-labelledby="lookup-title"
      className="rounded-xl border border-gray-200 bg-brand-50 p-5 sm:p-6"
    >
      <h2 id="lookup-title" className="text-xl font-bold text-brand-900">
        Already have a quote?
      </h2>
      {lookup.open ? (
        <LookupForm lookup={lookup} onLookUp={onLookUp} />
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <p className="text-muted">Bring back a saved quote with its number.</p>
          <button type="button" className="btn-outline" onClick={onOpen}>
            I Got A Quote
          </button>
        </div>
      )}
    </section>
  );
}

function LookupForm({ lookup, onLookUp }: Omit<Props, 'onOpen'>) {
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
      onSubmit={(event) => void handleSubmit(({ quote_number }) => onLookUp(quote_number))(event)}
      noValidate
      className="mt-3 flex flex-wrap items-start gap-4"
    >
      <TextField
        id="lookup-quote-number"
        label="Quotation number"
        required
        placeholder="e.g. Q7K2M9XQP"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={40}
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
