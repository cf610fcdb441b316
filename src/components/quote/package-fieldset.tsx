'use client';

import { Trash2 } from '@/components/ui/line-icons';
import type { UseFormRegister } from 'react-hook-form';
import type { PackagingType } from '@/domain/packaging-types';
import { packageFields } from '@/domain/quote';
import type { QuoteBookingInput } from '@/domain/quote';
import { formatKg, PALLET_KG } from '@/domain/quote-math';
import type { PackageFigures } from '@/domain/quote-math';
import { inputProps } from '../forms/declared-input';
import { TextField } from '../forms/text-field';
import type { PackageInput } from './booking-values';

const { type, ...NUMBER_FIELDS } = packageFields;

export type PackageField = keyof typeof NUMBER_FIELDS;

type Props = {
  index: number;
  register: UseFormRegister<QuoteBookingInput>;
  /** What the package starts with, in the page as sent too (decision 105). */
  start: PackageInput;
  /** The message to show under a field, if any. */
  error: (field: PackageField) => string | undefined;
  figures: PackageFigures | null;
  typeOptions: readonly PackagingType[];
  /** Absent while this is the only package (spec §2). */
  onRemove?: () => void;
};

/** One package of the booking (spec §3): its type, count, size and weight, and what it weighs in. */
export function PackageFieldset({
  index,
  register,
  start,
  error,
  figures,
  typeOptions,
  onRemove,
}: Props) {
  const id = (name: string) => `package-${index}-${name}`;
  return (
    <fieldset
      className="rounded-xl border border-gray-300 p-4 sm:p-5"
      aria-labelledby={id('legend')}
    >
      <legend id={id('legend')} className="px-1 font-bold text-brand-900">
        Package {index + 1}
      </legend>
      {/* Two to a row even on a phone, so the whole package fits on about one screen. */}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <div className="col-span-2">
          <label htmlFor={id(type.name)} className="field-label">
            {type.label}
          </label>
          <select
            id={id(type.name)}
            className="field-input"
            defaultValue={start.type}
            {...register(`packagings.${index}.type`)}
          >
            {typeOptions.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
        {Object.values(NUMBER_FIELDS).map((field) => (
          <TextField
            key={field.name}
            id={id(field.name)}
            {...inputProps(field)}
            defaultValue={start[field.name]}
            registration={register(`packagings.${index}.${field.name}`)}
            error={error(field.name)}
          />
        ))}
        <div>
          <label htmlFor={id('gross')} className="field-label">
            Gross weight (kg)
          </label>
          <input
            id={id('gross')}
            className="field-input bg-gray-100"
            readOnly
            value={
              figures
                ? figures.totalWeight.toLocaleString('en-AU', { maximumFractionDigits: 3 })
                : ''
            }
          />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm" data-testid={id('pallets')}>
          <span className="font-semibold">Chargeable pallets: </span>
          <output
            htmlFor={`${id('quantity')} ${id('length')} ${id('width')} ${id('height')} ${id('weight')}`}
          >
            {figures ? figures.chargeablePallets : '—'}
          </output>
          {figures ? (
            <span className="text-muted">
              {' '}
              (chargeable {formatKg(figures.chargeableWeight)}
              {figures.cubicWeight > figures.totalWeight ? ', by cubic weight' : ''}; a pallet space
              is charged for each {formatKg(PALLET_KG)} or part of it)
            </span>
          ) : null}
        </p>
        {onRemove ? (
          <button
            type="button"
            className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove Package<span className="sr-only"> {index + 1}</span>
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
