'use client';

import { formatDisplayDate } from '@/domain/format';
import type { RateId } from '@/domain/rate-card';
import { site } from '@/content/site';
import {
  deliveryDay,
  gstLabel,
  longDate,
  minimumChargeNote,
  money,
  sampleLevyNote,
} from '@/domain/rate-format';
import { Alert } from '../ui/alert';
import type { QuotedRates } from './quote-session';

/**
 * The two rate options (spec §2): a radio group, so a rate is picked by click, or by Tab and the
 * arrow keys; the card highlights on hover and when picked.
 */
export function RateOptions({
  quoted,
  selected,
  onSelect,
}: {
  quoted: QuotedRates;
  selected: RateId | null;
  onSelect: (id: RateId) => void;
}) {
  return (
    <div>
      <p className="text-sm text-muted">
        Road distance about {quoted.roadKm.toLocaleString('en-AU')} km. Prices are in Australian
        dollars, ex GST. This quote is valid until{' '}
        <strong className="text-ink" data-testid="quote-expiry">
          {formatDisplayDate(quoted.expiryDate)}
        </strong>
        .{' '}
        <span data-testid="quote-levy">
          {quoted.levy
            ? `Fuel levy: ${quoted.levy.kind} rate of ${quoted.levy.month}, applying from ${formatDisplayDate(quoted.levy.appliesFrom)}.`
            : 'No fuel levy is published at the moment, so none is charged.'}
        </span>
      </p>
      {quoted.pricesFrom ? (
        <p className="mt-2 text-sm font-semibold text-ink" data-testid="prices-from">
          Prices from {longDate(quoted.pricesFrom)}: this pickup date is priced by the rate card
          that applies from then.
        </p>
      ) : null}
      {quoted.rates.some((rate) => rate.estimatedDelivery) ? (
        <p className="mt-2 text-sm text-muted" data-testid="booking-cut-off">
          Delivery dates are estimates in working days, for a booking made before{' '}
          {site.bookingCutOff}; a later booking is collected the next working day.
        </p>
      ) : null}
      {quoted.levy?.sample ? (
        <div className="mt-3" data-testid="sample-levy-note">
          <Alert tone="warning">{sampleLevyNote(quoted.levy.month)}</Alert>
        </div>
      ) : null}
      <fieldset className="mt-4">
        <legend className="sr-only">Choose a rate</legend>
        <div className="grid gap-4 md:grid-cols-2">
          {quoted.rates.map((rate) => {
            const checked = selected === rate.id;
            return (
              <label
                key={rate.id}
                data-testid={`rate-${rate.id}`}
                className={`block cursor-pointer rounded-xl border-2 p-5 transition-colors hover:border-brand-600 hover:bg-brand-50 ${
                  checked ? 'border-brand-800 bg-brand-50 shadow-md' : 'border-gray-300 bg-white'
                }`}
              >
                <span className="flex items-start justify-between gap-4">
                  <span className="flex items-start gap-3">
                    <input
                      type="radio"
                      name="rate"
                      value={rate.id}
                      checked={checked}
                      aria-label={`${rate.label}, ${rate.description}, ${money(rate.exGstCents)} ex GST`}
                      onChange={() => onSelect(rate.id)}
                      className="mt-1.5 size-4 shrink-0 accent-brand-800"
                    />
                    <span>
                      <span className="block text-lg font-bold text-brand-900">{rate.label}</span>
                      <span className="block text-sm text-muted">{rate.description}</span>
                      {rate.estimatedDelivery ? (
                        <span
                          className="mt-1 block text-sm font-semibold text-ink"
                          data-testid="rate-estimate"
                        >
                          Estimated delivery: {deliveryDay(rate.estimatedDelivery)}
                        </span>
                      ) : null}
                    </span>
                  </span>
                  <span className="text-right">
                    <span
                      className="block text-2xl font-bold text-brand-900"
                      data-testid="rate-price"
                    >
                      {money(rate.exGstCents)}
                    </span>
                    <span className="block text-xs text-muted">ex GST</span>
                  </span>
                </span>
                {rate.minimumPalletSpace ? (
                  <p className="mt-4 text-sm text-ink" data-testid="minimum-charge-note">
                    {minimumChargeNote}
                  </p>
                ) : null}
                <dl className="mt-4 space-y-1 border-t border-gray-200 pt-3 text-sm">
                  {rate.lines.map((line) => (
                    <PriceRow
                      key={line.key}
                      label={line.label}
                      cents={line.cents}
                      amountClassName="shrink-0 tabular-nums"
                    />
                  ))}
                  <PriceRow
                    label="Total ex GST"
                    cents={rate.exGstCents}
                    rowClassName="flex justify-between gap-4 border-t border-gray-200 pt-1 font-semibold"
                  />
                  <PriceRow label={gstLabel} cents={rate.gstCents} />
                  <PriceRow
                    label="Total inc GST"
                    cents={rate.incGstCents}
                    rowClassName="flex justify-between gap-4 font-semibold"
                  />
                </dl>
                <span
                  className="mt-3 block text-sm font-semibold text-brand-800"
                  aria-hidden="true"
                >
                  {checked ? 'Selected' : 'Select this rate'}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

function PriceRow({
  label,
  cents,
  rowClassName = 'flex justify-between gap-4',
  amountClassName = 'tabular-nums',
}: {
  label: string;
  cents: number;
  rowClassName?: string;
  amountClassName?: string;
}) {
  return (
    <div className={rowClassName}>
      <dt>{label}</dt>
      <dd className={amountClassName}>{money(cents)}</dd>
    </div>
  );
}
