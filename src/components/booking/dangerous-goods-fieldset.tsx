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

/** What the declaration asks, in the order of a dangerous goods transport document. */
const dangerousGoodsFields = [
  { name: 'un_number', label: 'UN number', inputMode: 'numeric', hint: 'For example UN1203' },
  { name: 'class', label: 'Class', options: DANGEROUS_GOODS_CLASSES },
  { name: 'packing_group', label: 'Packing group', options: PACKING_GROUPS },
  { name: 'proper_shipping_name', label: 'Proper shipping name' },
] as const;

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
        {dangerousGoodsFields.map((field) => {
          const id = `book-dg-${field.name.replaceAll('_', '-')}`;
          const registration = register(`dangerous_goods.${field.name}`);
          const error = dg?.[field.name]?.message;
          return 'options' in field ? (
            <Choice
              key={field.name}
              id={id}
              label={field.label}
              options={field.options}
              registration={registration}
              error={error}
            />
          ) : (
            <TextField
              key={field.name}
              id={id}
              label={field.label}
              required
              inputMode={'inputMode' in field ? field.inputMode : undefined}
              hint={'hint' in field ? field.hint : undefined}
              registration={registration}
              error={error}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
