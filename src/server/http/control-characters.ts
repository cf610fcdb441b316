// Text from a client may hold line breaks and tabs, never other control characters: NUL cannot be
// stored by PostgreSQL at all, and the rest have no place in a name, an address or a message.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

type Step = { value: unknown; key: string | undefined; parent: Step | undefined };

function pathOf(step: Step, lastKey?: string): string {
  const keys: string[] = lastKey === undefined ? [] : [lastKey];
  for (let s: Step | undefined = step; s?.key !== undefined; s = s.parent) keys.push(s.key);
  return keys.reverse().join('.') || '(body)';
}

/**
 * The path ("packagings.0.type") of the first string in a parsed JSON body, key or value, that
 * holds a control character; undefined when there is none. Walks without recursion and links each
 * step to its parent, so a body nested thousands deep costs time in proportion to its size.
 */
export function findControlCharacter(body: unknown): string | undefined {
  const stack: Step[] = [{ value: body, key: undefined, parent: undefined }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const { value } = step;
    if (typeof value === 'string') {
      if (CONTROL.test(value)) return pathOf(step);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (CONTROL.test(key)) return pathOf(step, key);
        stack.push({ value: child, key, parent: step });
      }
    }
  }
  return undefined;
}
