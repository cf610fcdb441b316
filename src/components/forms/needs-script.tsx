import 'server-only';
import { site } from '@/content/site';

// What a visitor whose browser runs no JavaScript sees above a form that cannot be sent without it:
// the button stays disabled, so the notice says why, and for a public form how to reach the
// company instead. Browsers that run scripts never show a <noscript>. A page draws it on the server
// and hands it to its form (`noScript`), so its text and the company's facts ship in no script.

export function NeedsScript({ subject }: { subject: 'form' | 'console' }) {
  const { sales } = site.phones;
  return (
    <noscript>
      <p className="rounded-md border-l-4 border-accent-700 bg-accent-100 px-4 py-3">
        {subject === 'form' ? (
          <>
            This form needs JavaScript, which is turned off in your browser. Turn it on and reload
            the page, or call us on <a href={`tel:${sales.e164}`}>{sales.display}</a> or e-mail{' '}
            <a href={`mailto:${site.emails.sales}`}>{site.emails.sales}</a>.
          </>
        ) : (
          <>
            The staff console needs JavaScript, which is turned off in your browser. Turn it on and
            reload the page.
          </>
        )}
      </p>
    </noscript>
  );
}
