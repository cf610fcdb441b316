// The site as the browser tests see it (Playwright's global setup): a production build in its own
// folder, a fresh data folder, and a real SMTP server on loopback whose received mail is written
// to test-results/e2e-<name>-mail (read by support/fixtures.ts). Ports are free ones picked per
// run, so a server left over from another run is never mistaken for this one; the site's address
// reaches the tests as E2E_BASE_URL, which the workers inherit.
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { ensureBuild, freePort, startSite } from '../../scripts/site-server.ts';
import { CSP_PROBE_MARK } from './support/csp-probe';

// E2E_NAME lets several copies run side by side, each with its own build, data and mail folders.
const name = process.env.E2E_NAME ?? 'main';
const root = path.resolve('test-results');

function startMailSink(mailDir: string): Promise<SMTPServer> {
  let counter = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        counter += 1;
        fs.writeFileSync(path.join(mailDir, `${Date.now()}-${counter}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve(smtp));
  });
}

/** Listen on `port` of loopback, doing nothing, until closed. */
function holdPort(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', reject).listen(port, '127.0.0.1', () => resolve(server));
  });
}

export default async function startE2eSite(): Promise<() => Promise<void>> {
  const dataDir = path.join(root, `e2e-${name}-data`);
  const mailDir = path.join(root, `e2e-${name}-mail`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(mailDir, { recursive: true, force: true });
  fs.mkdirSync(mailDir, { recursive: true });

  const smtp = await startMailSink(mailDir);
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  // The same port from run to run when it is free: SITE_URL is baked into the build, so a new
  // port means a new build.
  const port = await freePort(Number(process.env.E2E_PORT ?? 3100));
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(root, `e2e-${name}-server.log`);
  const log = fs.openSync(logFile, 'w');
  const distDir = `.next-e2e-${name}`;
  // The port is held while the site builds (a minute or two), so another run started meanwhile on
  // this machine takes a port of its own and never mistakes this run's site for its own.
  const held = await holdPort(port);
  try {
    await ensureBuild({ distDir, env: { SITE_URL: base } }).finally(() => held.close());
    const site = await startSite({
      distDir,
      build: false,
      port,
      env: {
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SMTP_REQUIRE_TLS: 'false',
        MAIL_TO: 'office@e2e.example',
        RATE_LIMIT_MAX: '10000',
        RATE_LIMIT_PRICING_MAX: '10000',
        RATE_LIMIT_MAIL_MAX: '10000',
        RATE_LIMIT_LOOKUP_MAX: '10000',
        VISITOR_MAIL_PER_DAY: '10000',
        // Every browser test signs in from one address; the limit itself is proven in staff-auth.int.test.ts.
        STAFF_SIGN_IN_PER_MINUTE: '10000',
        OUTBOX_POLL_MS: '500',
        SITE_URL: base,
      },
      stdio: ['ignore', log, log],
      readyTimeoutMs: 120_000,
    });
    process.env.E2E_BASE_URL = base;
    console.log(`e2e: site at ${base}, mail to ${mailDir}, server log in ${logFile}`);
    return async () => {
      await site.stop();
      // Every violation a browser reported during the run fails it, whichever test caused it
      // (the tests' own check sees those reported while each ran), but the one that the test of
      // the reports causes on purpose.
      const violations = fs
        .readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((line) => line.includes('"msg":"content security policy violation"'))
        .filter((line) => !line.includes(CSP_PROBE_MARK));
      if (violations.length > 0)
        throw new Error(`CSP violations were reported to the site:\n${violations.join('\n')}`);
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      fs.closeSync(log);
    };
  } catch (err) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw new Error(`${(err as Error).message}; see ${logFile}`);
  }
}
