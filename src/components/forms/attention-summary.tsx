'use client';

import { Fragment } from 'react';
import type { MouseEvent } from 'react';
import { attentionHeading, toFillHeading, warningsHeading } from './attention';
import type { AttentionItem } from './attention';

/** Bring a field into view and give it focus, below the sticky header. */
export function focusField(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
  return true;
}

/**
 * Bring a result into view and focus it once it is on the page: a part of the page whose code
 * loads when first needed arrives a moment after the step that shows it. Gives up after 5 s.
 */
export function focusWhenShown(id: string, until = Date.now() + 5_000): void {
  if (focusField(id) || Date.now() > until) return;
  requestAnimationFrame(() => focusWhenShown(id, until));
}

function follow(event: MouseEvent<HTMLAnchorElement>, id: string) {
  if (focusField(id)) event.preventDefault();
}

/**
 * Beside a submit button: what keeps it disabled ("2 fields need attention: Email, Delivery"), or
 * the warnings a form will be sent with. Each name is a link that scrolls its field into view and
 * focuses it. Nothing is shown when the list is empty. Not a live region: it is read with the
 * button (through the button's aria-describedby), not announced on every keystroke.
 */
export function AttentionSummary({
  id,
  items,
  tone = 'missing',
  className = '',
}: {
  id: string;
  items: readonly AttentionItem[];
  /**
   * missing: the fields that block sending; warning: what is sent but worth checking; toFill: the
   * fields that block sending before the visitor has touched the form (no error yet).
   */
  tone?: 'missing' | 'warning' | 'toFill';
  className?: string;
}) {
  if (items.length === 0) return null;
  const { heading, colour } = {
    missing: { heading: attentionHeading, colour: 'text-red-800' },
    warning: { heading: warningsHeading, colour: 'text-amber-900' },
    toFill: { heading: toFillHeading, colour: 'text-muted' },
  }[tone];
  return (
    <p id={id} className={`text-sm font-medium ${colour} ${className}`.trim()}>
      {heading(items.length)}:{' '}
      {items.map((item, i) => (
        <Fragment key={item.id}>
          {i > 0 ? ', ' : null}
          <a
            href={`#${item.id}`}
            className="underline underline-offset-4 hover:no-underline"
            onClick={(event) => follow(event, item.id)}
          >
            {item.label}
          </a>
        </Fragment>
      ))}
    </p>
  );
}
