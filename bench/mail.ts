// Mail delivery (decision 132): the site saves quotes, as the writes bench does, with mail going
// over SMTP to a catcher that waits 100 ms before it greets each connection (as a real provider
// may), and the outbox's delivery rate is measured from the first mail caught to the last. The
// goal is the rate at which the site took mail in the fault tests of issue 40: 75 mails a second.
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';
import { benchXsrf, quoteBooking, startBenchServer } from './server';

const DELIVERY_GOAL_PER_SECOND = 75;
const GREETING_DELAY_MS = 100;
const SAVE_SECONDS = Number(process.env.BENCH_MAIL_SECONDS ?? 5);
const CONNECTIONS = 10;

type Catcher = {
  url: string;
  caught: number[];
  connections: () => number;
  /** Connection errors (e.g. a reset when the server's pool closes), counted, never thrown. */
  connectionErrors: () => number;
  stop(): Promise<void>;
};

/** An SMTP server that greets after a delay and keeps only the time each mail arrived. */
async function startCatcher(): Promise<Catcher> {
  const caught: number[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      setTimeout(callback, GREETING_DELAY_MS);
    },
    onData(stream, _session, callback) {
      stream.on('end', () => {
        caught.push(Date.now());
        callback();
      });
      stream.resume();
    },
  });
  // smtp-server reports a connection's socket errors as the server's 'error' event: without a
  // listener, one reset connection would end the whole bench.
  let connectionErrors = 0;
  server.on('error', () => {
    connectionErrors += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    caught,
    connections: () => connections,
    connectionErrors: () => connectionErrors,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function saveQuoteBody(): string {
  return JSON.stringify({
    ...quoteBooking(),
    label: 'Express',
    description: 'Next Working Day or 2-Up Service',
    price: 1,
    exGST: true,
    email: 'bench.mail@example.com',
  });
}

export async function runMailBench(): Promise<Record<string, unknown>> {
  const catcher = await startCatcher();
  const server = await startBenchServer({
    SMTP_URL: catcher.url,
    SMTP_REQUIRE_TLS: 'false',
    OUTBOX_POLL_MS: '1000',
  });
  const failures: string[] = [];
  try {
    const saved = await autocannon({
      url: `${server.base}/tms/saveQuote`,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...benchXsrf },
      body: saveQuoteBody(),
      connections: CONNECTIONS,
      duration: SAVE_SECONDS,
    });
    const queued = saved.requests.total * 2;
    const intakePerSecond = Math.round(queued / saved.duration);
    const deadline = Date.now() + Math.max(120_000, (queued / 10) * 1000);
    while (catcher.caught.length < queued && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const caught = catcher.caught.length;
    const first = catcher.caught[0] ?? 0;
    const last = catcher.caught[caught - 1] ?? 0;
    const deliveryPerSecond = caught > 1 ? Math.round((caught - 1) / ((last - first) / 1000)) : 0;
    if (caught < queued) failures.push(`mail: ${queued - caught} of ${queued} mails never arrived`);
    if (deliveryPerSecond < DELIVERY_GOAL_PER_SECOND) {
      failures.push(
        `mail: delivered ${deliveryPerSecond} mails/s, goal ${DELIVERY_GOAL_PER_SECOND} (saved at ${intakePerSecond} mails/s)`,
      );
    }
    return {
      savesPerSecond: Math.round(saved.requests.total / saved.duration),
      non2xxOrErrors: saved.non2xx + saved.errors + saved.timeouts,
      intakeMailsPerSecond: intakePerSecond,
      mailsQueued: queued,
      mailsCaught: caught,
      deliveryMailsPerSecond: deliveryPerSecond,
      smtpConnections: catcher.connections(),
      smtpConnectionErrors: catcher.connectionErrors(),
      greetingDelayMs: GREETING_DELAY_MS,
      goalMailsPerSecond: DELIVERY_GOAL_PER_SECOND,
      note: `saveQuote at ${CONNECTIONS} connections for ${SAVE_SECONDS} s on SQLite, two mails a quote (the visitor's with its PDF), delivered over SMTP to a catcher that greets each connection after ${GREETING_DELAY_MS} ms; the delivery rate runs from the first mail caught to the last.`,
      failures,
    };
  } finally {
    await server.stop();
    await catcher.stop();
  }
}
