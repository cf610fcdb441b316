import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { partyFields, windowFields } from '@/domain/booking';
import type { BookingRequestInput } from '@/domain/booking';
import { inputProps } from '../forms/declared-input';
import { TextField } from '../forms/text-field';

type Party = 'pickup' | 'delivery';

/**
 * One end of the trip: who and where. The suburb, state and postcode come from the quote and are
 * shown, not asked; the pickup end adds its ready-from and closing times.
 */
export function PartyFieldset({
  party,
  suburb,
  register,
  errors,
}: {
  party: Party;
  suburb: string;
  register: UseFormRegister<BookingRequestInput>;
  errors: FieldErrors<BookingRequestInput>;
}) {
  const title = party === 'pickup' ? 'Pickup' : 'Delivery';
  const partyErrors = errors[party] as
    Partial<Record<string, { message?: string } | undefined>> | undefined;
  const id = (name: string) => `book-${party}-${name.replaceAll('_', '-')}`;
  return (
    <fieldset className="space-y-4 rounded-lg border border-gray-200 p-4 sm:p-6">
      <legend className="px-1 text-lg font-bold text-brand-900">{title}</legend>
      <p className="text-sm">
        <span className="font-semibold">Suburb: </span>
        {suburb} <span className="text-muted">(from your quote)</span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {partyFields.map((field) => (
          <TextField
            key={field.name}
            id={id(field.name)}
            {...inputProps(field)}
            className={'input' in field && field.input === 'textarea' ? 'sm:col-span-2' : undefined}
            // Two addresses on one page: the browser fills each from its own section.
            autoComplete={
              'autoComplete' in field ? `section-${party} ${field.autoComplete}` : undefined
            }
            registration={register(`${party}.${field.name}`)}
            error={partyErrors?.[field.name]?.message}
          />
        ))}
        {party === 'pickup'
          ? Object.values(windowFields).map((time) => (
              <TextField
                key={time.name}
                id={id(time.name)}
                {...inputProps(time)}
                registration={register(`pickup.${time.name}`)}
                error={errors.pickup?.[time.name]?.message}
              />
            ))
          : null}
      </div>
    </fieldset>
  );
}
