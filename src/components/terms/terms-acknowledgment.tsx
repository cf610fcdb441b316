import { termsAcknowledgment } from '@/content/terms';

const autoComplete: Record<string, string> = {
  Name: 'name',
  Position: 'organization-title',
  Signature: 'off',
  Date: 'off',
};

/** The closing acknowledgment, with underlined lines to fill in on screen or on a printed copy. */
export function TermsAcknowledgment() {
  return (
    <section
      aria-labelledby="terms-acknowledgment"
      className="mt-14 rounded-xl border-2 border-brand-800 p-6 sm:p-8"
    >
      <h2 id="terms-acknowledgment" className="text-2xl font-bold text-brand-900">
        {termsAcknowledgment.heading}
      </h2>
      <p className="mt-3">{termsAcknowledgment.text}</p>
      <div className="mt-6 grid gap-x-10 gap-y-6 sm:grid-cols-2">
        {termsAcknowledgment.fields.map((field) => {
          const id = `acknowledgment-${field.toLowerCase()}`;
          return (
            <div key={field}>
              <label htmlFor={id} className="field-label">
                {field}
              </label>
              <input
                id={id}
                name={field.toLowerCase()}
                type="text"
                autoComplete={autoComplete[field]}
                className="block w-full border-0 border-b-2 border-ink bg-transparent px-1 py-2 text-base focus:border-brand-600 focus:outline-hidden"
              />
            </div>
          );
        })}
      </div>
    </section>
  );
}
