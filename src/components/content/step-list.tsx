import type { Card } from './card-grid';

/** Numbered cards in the order a job meets them; each is its own heading in the page outline. */
export function StepList({ label, steps }: { label: string; steps: Card[] }) {
  return (
    <section aria-label={label} className="bg-brand-50 py-14">
      <ol className="mx-auto grid max-w-6xl gap-6 px-4 md:grid-cols-2">
        {steps.map((step, i) => (
          <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm">
            <p aria-hidden="true" className="text-sm font-bold text-accent-700">
              Step {i + 1}
            </p>
            <h2 className="mt-1 text-xl font-bold text-brand-900">{step.title}</h2>
            <p className="mt-2">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
