// The site as the browser tests see it: a production build in its own folder, a fresh data folder,
// and a real SMTP server on loopback whose received mail is written to test-results/e2e-mail.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = process.env.E2E_PORT ?? '3100';
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525);
// E2E_NAME lets several copies run side by side, each with its own build, data and mail folders.
const name = process.env.E2E_NAME ?? 'main';
const distDir = `.next-e2e-${name}`;
const root = path.resolve('test-results');
const dataDir = path.join(root, `e2e-${name}-data`);
const mailDir = path.join(root, `e2e-${name}-mail`);

fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(mailDir, { recursive: true, force: true });
fs.mkdirSync(mailDir, { recursive: true });

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
smtp.listen(smtpPort, '127.0.0.1');

const env = {
  ...process.env,
  NODE_ENV: 'production' as const,
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SMTP_REQUIRE_TLS: 'false',
  MAIL_TO: 'office@e2e.example',
  RATE_LIMIT_MAX: '10000',
  OUTBOX_POLL_MS: '500',
  SITE_URL: `http://127.0.0.1:${port}`,
  PORT: port,
};

if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const next = spawn('npx', ['next', 'start', '-p', port, '-H', '127.0.0.1'], {
  stdio: 'inherit',
  env,
});
const stop = () => {
  next.kill('SIGTERM');
  smtp.close();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
next.on('exit', (code) => {
  smtp.close();
  process.exit(code ?? 0);
});
