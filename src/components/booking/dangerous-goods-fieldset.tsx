import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { dangerousGoodsFields } from '@/domain/booking';
import type { BookingRequestInput } from '@/domain/booking';
import type { ChoiceFieldSpec } from '@/domain/form-fields';
import { inputProps } from '../forms/declared-input';
import { FieldLabel, FieldNotes } from '../forms/field-parts';
import { TextField } from '../forms/text-field';

function Choice({
  id,
  field: { label, choice },
  registration,
  error,
}: {
  id: string;
  field: ChoiceFieldSpec;
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
        {choice.options.map((o) => (
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
        {Object.values(dangerousGoodsFields).map((field) => {
          const id = `book-dg-${field.name.replaceAll('_', '-')}`;
          const registration = register(`dangerous_goods.${field.name}`);
          const error = dg?.[field.name]?.message;
          return 'choice' in field ? (
            <Choice
              key={field.name}
              id={id}
              field={field}
              registration={registration}
              error={error}
            />
          ) : (
            <TextField
              key={field.name}
              id={id}
              {...inputProps(field)}
              registration={registration}
              error={error}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
