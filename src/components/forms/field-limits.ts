// The words a free-text field shows about its length limit: the message past the limit, the
// character count, and the polite announcement near the limit. Pure, so it is unit-tested.

const count = new Intl.NumberFormat('en-AU');

/** "1,234" */
export function formatCount(n: number): string {
  return count.format(n);
}

/** The message on a field past its limit: "Message can be at most 5,000 characters (now 5,012)." */
export function limitMessage(label: string, length: number, max: number): string {
  return `${label} can be at most ${formatCount(max)} characters (now ${formatCount(length)}).`;
}

/** The visible count under a long field: "1,234 / 5,000". */
export function characterCount(length: number, max: number): string {
  return `${formatCount(length)} / ${formatCount(max)}`;
}

/**
 * What a screen reader hears about a long field's length: nothing until the last tenth of the
 * limit, then one sentence per step (a tenth left, a fiftieth left, the limit reached, past it).
 * The sentence changes only when a step is crossed, so a polite live region holding it speaks a
 * few times while a visitor types, never on every keystroke.
 */
export function nearLimitNotice(label: string, length: number, max: number): string {
  const left = max - length;
  const limit = formatCount(max);
  if (left < 0) return `${label} is over its limit of ${limit} characters.`;
  if (left === 0) return `${label} has reached its limit of ${limit} characters.`;
  for (const step of [Math.ceil(max / 50), Math.ceil(max / 10)]) {
    if (left <= step) return `${label}: ${formatCount(step)} characters or fewer left of ${limit}.`;
  }
  return '';
}
