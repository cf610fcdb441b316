// The Node.js lines the site is built and tested on: the long-term-support lines still given
// security fixes (Node 20 reached its end of life in April 2026). package.json's `engines` says
// the same; a unit test keeps the two in step.
export const SUPPORTED_NODE: { major: number; minor: number; endOfLife: string }[] = [
  { major: 22, minor: 12, endOfLife: '2027-04-30' },
  { major: 24, minor: 0, endOfLife: '2028-04-30' },
];

/** The `engines.node` range of package.json written from SUPPORTED_NODE. */
export const SUPPORTED_NODE_RANGE = SUPPORTED_NODE.map((l) => `^${l.major}.${l.minor}.0`).join(
  ' || ',
);

/** True when `version` (e.g. "v24.3.0") is on a supported line. */
export function isSupportedNode(version: string): boolean {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return SUPPORTED_NODE.some((l) => l.major === major && minor !== undefined && minor >= l.minor);
}

/** The warning for an unsupported Node, or undefined when `version` is supported. */
export function unsupportedNodeWarning(version: string): string | undefined {
  if (isSupportedNode(version)) return undefined;
  const lines = SUPPORTED_NODE.map((l) => `Node ${l.major}.${l.minor}+`).join(' or ');
  return (
    `WARNING: this is Node.js ${version}, which the site does not support. ` +
    `Run it on ${lines} (long-term support, still given security fixes); see README.md, "Quick start".`
  );
}

/** Print the warning once per process, on stderr, when this Node is not supported. */
export function warnIfUnsupportedNode(
  version: string = process.version,
  write: (text: string) => void = console.warn,
): void {
  const g = globalThis as { __nodeWarned?: boolean };
  if (g.__nodeWarned) return;
  g.__nodeWarned = true;
  const warning = unsupportedNodeWarning(version);
  if (warning) write(warning);
}
