'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import type { SuburbFieldSpec } from '@/domain/form-fields';
import { SUBURB_LABEL_MAX, namesSuburbExactly } from '@/domain/suburb';
import { FieldLabel, FieldNotes, describedBy } from '../forms/field-parts';
import { usePublicBookingData } from './public-booking-data';

type Props<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, string>;
  id: string;
  /** Its declaration in src/domain: the label and, where declared, a hint or placeholder. */
  field: SuburbFieldSpec;
  /** How many suggestions to show. */
  limit?: number;
  className?: string;
};

/** Said under the field while it is open and nothing matches what was typed. */
export const noSuburbMatches = 'No suburb matches — check the spelling or type the postcode';

// Phones: below this width the on-screen keyboard would cover a list opening mid-screen.
const phoneQuery = '(max-width: 767px)';

/**
 * A suburb type-ahead bound to a form field (WAI-ARIA combobox with a list box popup). The whole
 * suburb list is in memory once loaded, so suggestions are computed in the keystroke's own event:
 * they appear in the next frame, with no request per key. Leaving the field with a name that
 * matches exactly one suburb ("Laverton North") takes that suburb (decision 015). Pair it with
 * `suburbListResolver`.
 */
export function SuburbField<Values extends FieldValues, Output>({
  control,
  name,
  id,
  field: { label, hint, placeholder = 'Suburb or postcode' },
  limit = 8,
  className,
}: Props<Values, Output>) {
  const {
    field: { ref, onChange, onBlur, disabled, value = '' },
    fieldState,
  } = useController({ control, name });
  const error = fieldState.error?.message;
  const list = usePublicBookingData();
  const listId = `${id}-listbox`;
  const statusId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wrapper = useRef<HTMLDivElement>(null);

  const options = useMemo(() => {
    const data = list.data;
    if (!data || !value.trim()) return [];
    return data.search(value, limit).map((i) => data.labels[i]!);
  }, [list.data, value, limit]);
  // A value that is already a whole suburb needs no list.
  const exact = options.length === 1 && options[0] === value;
  const expanded = open && options.length > 0 && !exact;
  const noMatch = open && list.status === 'ready' && value.trim() !== '' && options.length === 0;

  // On a phone, bring the field to the top of the screen as its list opens, above the keyboard.
  // The wrapper's scroll margin keeps it clear of the sticky header.
  useEffect(() => {
    if (expanded && window.matchMedia(phoneQuery).matches) {
      wrapper.current?.scrollIntoView({ block: 'start' });
    }
  }, [expanded]);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(option: string) {
    onChange(option);
    close();
  }

  /** The one suburb a typed name stands for, when exactly one is named by it. */
  function soleExactMatch(): string | undefined {
    const data = list.data;
    if (!data || !value.trim() || data.isKnownSuburb(value)) return undefined;
    // Exact matches rank first, so two results tell one exact match from several.
    const named = data
      .search(value, 2)
      .map((i) => data.labels[i]!)
      .filter((label) => namesSuburbExactly(value, label));
    return named.length === 1 ? named[0] : undefined;
  }

  // A name left before the list arrived (typed fast, or before React ran, decision 105) is taken
  // once it arrives, as leaving the field would have taken it.
  const checkedOnArrival = useRef(false);
  useEffect(() => {
    if (!list.data || checkedOnArrival.current) return;
    checkedOnArrival.current = true;
    if (document.activeElement?.id === id) return;
    const sole = soleExactMatch();
    if (sole) onChange(sole);
  });

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (count ? (i + 1) % count : -1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (count ? (i <= 0 ? count - 1 : i - 1) : -1));
        break;
      case 'Enter':
        if (expanded && options[active]) {
          event.preventDefault();
          choose(options[active]);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  }

  const activeId = expanded && active >= 0 ? `${id}-option-${active}` : undefined;
  const status =
    list.status === 'error'
      ? 'The suburb list could not be loaded.'
      : noMatch
        ? noSuburbMatches
        : expanded
          ? `${options.length} suggestion${options.length === 1 ? '' : 's'}; use the up and down arrows to choose.`
          : '';

  return (
    <div ref={wrapper} className={`relative scroll-mt-20 ${className ?? ''}`}>
      <FieldLabel id={id} label={label} required />
      <input
        id={id}
        ref={ref}
        name={name}
        type="text"
        role="combobox"
        className="field-input"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={SUBURB_LABEL_MAX}
        placeholder={placeholder}
        disabled={disabled}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={error ? true : undefined}
        aria-required
        aria-describedby={describedBy(id, hint, error, statusId)}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          const sole = soleExactMatch();
          if (sole) onChange(sole);
          close();
          onBlur();
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-gray-300 bg-white py-1 shadow-lg"
      >
        {expanded
          ? options.map((option, i) => (
              <li
                key={option}
                id={`${id}-option-${i}`}
                role="option"
                aria-selected={i === active}
                className={`cursor-pointer px-3 py-2 text-sm ${
                  i === active ? 'bg-brand-800 text-white' : 'text-ink hover:bg-brand-50'
                }`}
                // Keep focus in the input, so blur does not close the list before the click lands.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(option)}
              >
                {option}
              </li>
            ))
          : null}
      </ul>
      <span
        id={statusId}
        aria-live="polite"
        className={noMatch ? 'mt-1 block text-sm font-medium text-amber-900' : 'sr-only'}
      >
        {status}
      </span>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
