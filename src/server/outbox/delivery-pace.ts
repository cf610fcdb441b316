import 'server-only';
import { performance } from 'node:perf_hooks';

// The delivery loop runs in the site's own process, and writing a mail (its HTML, plain text and a
// quote's PDF) costs more than answering a request. While the process is busy answering requests,
// the loop waits between mails, so a burst of saves is answered first and its mail follows; a
// mail never waits more than MAX_WAIT_MS for its turn, so mail keeps going under any load
// (decision 072).

/** How long the loop looks at the process before each mail. */
const LOOK_MS = 10;
/** Busier than this share of the look (requests being answered), the mail waits. */
const BUSY_SHARE = 0.5;
/** The longest a mail waits for a quiet moment. */
const MAX_WAIT_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Requests the site's server is answering now; undefined outside it (tests, scripts). */
function requestsInFlight(): number | undefined {
  const count = (globalThis as Record<symbol, unknown>)[Symbol.for('site.requestsInFlight')];
  return typeof count === 'function' ? (count as () => number)() : undefined;
}

/**
 * Wait for a quiet moment in the process (at most MAX_WAIT_MS) before the next mail. With no
 * request being answered the moment is now: the loop's own writing of mail is not load to wait
 * out, which the look at the event loop would count as such.
 */
export async function quietMoment(): Promise<void> {
  if (requestsInFlight() === 0) return;
  const started = Date.now();
  for (;;) {
    const before = performance.eventLoopUtilization();
    await sleep(LOOK_MS);
    const busy = performance.eventLoopUtilization(performance.eventLoopUtilization(), before);
    if (busy.utilization < BUSY_SHARE || Date.now() - started >= MAX_WAIT_MS) return;
  }
}
