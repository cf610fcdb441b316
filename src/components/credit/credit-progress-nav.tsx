'use client';

import { focusField } from '../forms/attention-summary';
import { progressLine } from './credit-progress';
import type { SectionProgress } from './credit-progress';

/**
 * The progress indicator at the top of the credit application: each section with how much of it
 * is filled (and its warnings), linking to it. Not a live region: it is read when reached.
 */
export function CreditProgressNav({ progress }: { progress: readonly SectionProgress[] }) {
  const complete = progress.filter((p) => p.filled === p.total).length;
  return (
    <nav aria-labelledby="credit-progress-title" className="rounded-lg bg-brand-50 p-4">
      <h2 id="credit-progress-title" className="text-lg font-semibold text-brand-900">
        Your progress: {complete} of {progress.length} sections complete
      </h2>
      <ol className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {progress.map((section) => (
          <li key={section.id} data-section={section.id}>
            <a
              href={`#credit-${section.id}`}
              className="link text-sm"
              onClick={(event) => {
                if (focusField(`credit-${section.id}`)) event.preventDefault();
              }}
            >
              {section.title}
            </a>
            <span className="block text-sm text-ink">{progressLine(section)}</span>
            <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-white">
              {/* Its width is set from the script, not written into the page: the Content
                  Security Policy takes no style attribute (decision 120). */}
              <span
                ref={(bar) => {
                  if (bar)
                    bar.style.width = `${Math.round((section.filled / section.total) * 100)}%`;
                }}
                className={`block h-1.5 w-0 rounded-full ${section.warnings > 0 ? 'bg-amber-600' : 'bg-brand-700'}`}
              />
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
