import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { DANGEROUS_GOODS_CLASSES, PACKING_GROUPS } from '@/domain/booking';
import type { BookingRequestInput } from '@/domain/booking';
import { FieldLabel, FieldNotes } from '../forms/field-parts';
import { TextField } from '../forms/text-field';

function Choice({
  id,
  label,
  options,
  registration,
  error,
}: {
  id: string;
  label: string;
  options: readonly string[];
  registration: ReturnType<UseFormRegister<BookingRequestInput>>;
  error?: string;
}) {
  return (
    <div>
      <FieldLabel id={id} label={label} required />
      <select
        id={id}
        className="field-input"
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      >
        <option value="">Choose…</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <FieldNotes id={id} error={error} />
    </div>
  );
}

/** The dangerous goods declaration, asked only when the quote was priced with dangerous goods. */
export function DangerousGoodsFieldset({
  register,
  errors,
}: {
  register: UseFormRegister<BookingRequestInput>;
  errors: FieldErrors<BookingRequestInput>;
}) {
  const dg = errors.dangerous_goods;
  return (
    <fieldset className="space-y-4 rounded-lg border border-amber-600 p-4 sm:p-6">
      <legend className="px-1 text-lg font-bold text-brand-900">Dangerous goods</legend>
      <p className="text-sm">
        Your quote includes dangerous goods. Declare them as the Australian Dangerous Goods Code
        requires; the driver checks the documents at pickup.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="book-dg-un-number"
          label="UN number"
          required
          inputMode="numeric"
          hint="For example UN1203"
          registration={register('dangerous_goods.un_number')}
          error={dg?.un_number?.message}
        />
        <Choice
          id="book-dg-class"
          label="Class"
          options={DANGEROUS_GOODS_CLASSES}
          registration={register('dangerous_goods.class')}
          error={dg?.class?.message}
        />
        <Choice
          id="book-dg-packing-group"
          label="Packing group"
          options={PACKING_GROUPS}
          registration={register('dangerous_goods.packing_group')}
          error={dg?.packing_group?.message}
        />
        <TextField
          id="book-dg-shipping-name"
          label="Proper shipping name"
          required
          registration={register('dangerous_goods.proper_shipping_name')}
          error={dg?.proper_shipping_name?.message}
        />
      </div>
    </fieldset>
  );
}
