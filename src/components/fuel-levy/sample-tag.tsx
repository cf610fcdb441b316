import { fuelLevy } from '@/content/fuel-levy';

/** The mark of a month that holds sample figures: a visible tag, explained to screen readers. */
export function SampleTag() {
  return (
    <>
      {' '}
      <span
        data-sample-tag=""
        className="ml-1 inline-block rounded border border-accent-700 bg-accent-100 px-1.5 py-0.5 align-middle text-xs font-semibold uppercase tracking-wide text-ink"
      >
        {fuelLevy.sample.tag}
        <span className="sr-only">: {fuelLevy.sample.tagDescription}</span>
      </span>
    </>
  );
}
