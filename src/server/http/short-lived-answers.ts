// Answers rendered per request whose content changes only when staff publish something: the Node
// server (scripts/static-pages.ts) keeps a copy of each in memory for a few seconds, as it keeps
// the pre-rendered pages for good (decision 073). It needs nothing of the application's, so the
// server can import it without the build; the application imports it too. The two may hold
// separate copies of this module (the build bundles its own), so they meet on `globalThis`.

/**
 * Seconds the public views reuse the fuel-levy history: the history read from the database is
 * kept this long (src/server/services/fuel-levy.server.ts), and so is each answer rendered from it.
 * A month saved by the operator command, in its own process, shows within twice this (a minute).
 */
export const FUEL_LEVY_CACHE_SECONDS = 30;

/** The fuel-levy answers a visitor asks for: the page and the API its table reads. */
export const FUEL_LEVY_ANSWERS = ['/promise-to-clients/fuel-levy', '/tms/getFuelLevies'];

/** Path → seconds an answer is answered from memory before it is rendered again. */
export const SHORT_LIVED_ANSWERS: Record<string, number> = Object.fromEntries(
  FUEL_LEVY_ANSWERS.map((route) => [route, FUEL_LEVY_CACHE_SECONDS]),
);

const holder = globalThis as { __siteForgetAnswers?: (paths: string[]) => void };

/** Called by the server: how to drop its copies of some paths. */
export function onForgetAnswers(forget: (paths: string[]) => void): void {
  holder.__siteForgetAnswers = forget;
}

/** Called by the application after a write: the server renders these paths anew. */
export function forgetAnswers(paths: string[]): void {
  holder.__siteForgetAnswers?.(paths);
}
