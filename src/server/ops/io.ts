import 'server-only';

/** Where a command writes: stdout for results (CSV, tables), stderr for notes and warnings. */
export type OpsIO = {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Asks a yes/no question; undefined when nobody can answer (not a terminal). */
  confirm?: (question: string) => Promise<boolean>;
};

/** A bad argument: the message is shown as is and the command exits with status 2. */
export class UsageError extends Error {}

/** A refusal or failure the operator can act on: shown as is, exit status 1. */
export class OpsError extends Error {}

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** Plain text columns, padded to the widest cell. */
export function formatColumns(header: string[], rows: string[][], rightAligned: number[] = []) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) =>
        rightAligned.includes(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
