'use client';

import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@/domain/honeypot';
import { quoteEmailFields, quoteMessages } from '@/domain/quote';
import { groupQuoteNumber } from '@/domain/quote-number';
import { HoneypotField } from '../forms/honeypot-field';
import { inputProps } from '../forms/declared-input';
import { TextField } from '../forms/text-field';
import { Alert } from '../ui/alert';
import { Spinner } from '../ui/spinner';
import type { EmailForm } from './email-form-state';
import { chosenRate } from './quote-session';
import type { EmailAddress, PricedQuote } from './quote-session';

type Props = {
  form: EmailForm;
  quote: PricedQuote;
  sending: boolean;
  /** Set once the quote is saved and mailed. */
  quoteNumber: string;
  error: string;
  onSend: (quote: PricedQuote, address: EmailAddress) => Promise<void>;
};

/** 'Email Me This Quote' (spec §2, §5, §8): saves the chosen rate and mails it with its number. */
export function EmailQuoteForm({ form, quote, sending, quoteNumber, error, onSend }: Props) {
  const rate = chosenRate(quote);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = form;
  // The address last sent to: while the form still holds it and the quote is sent, the button
  // says so and does not invite a second mail. Another address is another quote to send.
  const [sentTo, setSentTo] = useState('');
  const typed = useWatch({ control, name: 'email' }) ?? '';
  const sent = Boolean(quoteNumber) && typed.trim().toLowerCase() === sentTo;
  // The rate's message stands only while no rate is chosen: choosing one answers it.
  const rateError = rate ? undefined : errors.label?.message;

  return (
    <form
      method="post"
      onSubmit={(event) =>
        void handleSubmit(({ email, [HONEYPOT_FIELD]: trap }) => {
          setSentTo(email.trim().toLowerCase());
          return onSend(quote, { email, [HONEYPOT_FIELD]: trap });
        })(event)
      }
      noValidate
      aria-labelledby="email-title"
      className="relative max-w-xl space-y-4 rounded-xl border border-gray-200 p-5"
    >
      <h3 id="email-title" className="text-lg font-bold text-brand-900">
        Email me this quote
      </h3>
      <p className="text-sm text-muted">
        {!rate
          ? 'Pick a rate above, then tell us where to send it.'
          : quote.savedNumber
            ? `We will e-mail quotation ${quote.savedNumber} again with the ${rate.label} rate, as it was saved, to the address it was saved for.`
            : `We will e-mail the ${rate.label} rate with its number, so you can come back to it.`}
      </p>
      <TextField
        id="quote-email"
        {...inputProps(quoteEmailFields.email)}
        registration={register('email')}
        error={errors.email?.message}
      />
      <HoneypotField registration={register(HONEYPOT_FIELD)} />
      {rateError ? (
        <p className="field-error" role="alert">
          {rateError}
        </p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={sending || sent}>
        {sending ? <Spinner label="Sending your quotation" /> : null}
        {sent ? 'Sent ✓' : 'Send Quote'}
      </button>
      <div aria-live="polite">
        {quoteNumber ? (
          <div id="quote-sent" tabIndex={-1} className="focus:outline-none">
            <Alert tone="success">
              {quoteMessages.sent}
              <br />
              Your quotation number is{' '}
              <strong data-testid="sent-quote-number">{groupQuoteNumber(quoteNumber)}</strong>.
            </Alert>
          </div>
        ) : null}
        {error ? <Alert tone="danger">{error}</Alert> : null}
      </div>
    </form>
  );
}
