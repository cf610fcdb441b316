'use client';

import { postalSameAsCompanyLabel } from '@/domain/credit-application';
import type { CreditSignatureField } from '@/domain/credit-application';
import { SignaturePad } from './signature-pad';

/** "Postal address same as company address": copies the company address while ticked. */
export function PostalSameTickBox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-3 sm:col-span-2">
      <input
        id="credit-postal-same"
        type="checkbox"
        className="size-5 accent-brand-800"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby="credit-postal-same-hint"
      />
      <label htmlFor="credit-postal-same" className="text-base font-medium text-ink">
        {postalSameAsCompanyLabel}
      </label>
      <span id="credit-postal-same-hint" className="sr-only">
        Copies the company address into the postal address fields, which are locked while this is
        ticked.
      </span>
    </div>
  );
}

/**
 * A signature pad with the element the summaries focus, and its warning once the signer is named
 * (a blank pad is then worth a word).
 */
export function CreditSignatureBlock({
  field,
  id,
  warning,
  signer,
  onChange,
}: {
  field: CreditSignatureField;
  id: string;
  warning: string | undefined;
  signer: string;
  onChange: (dataUrl: string) => void;
}) {
  return (
    <div id={id} tabIndex={-1} className="scroll-mt-28 space-y-2 focus:outline-none">
      <SignaturePad label={field.label} onChange={onChange} />
      {warning && signer.trim() !== '' ? (
        <p className="field-warning text-sm font-medium text-amber-900">{warning}</p>
      ) : null}
    </div>
  );
}
