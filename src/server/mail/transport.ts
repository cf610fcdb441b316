import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { env } from '../env';
import { log } from '../log';
import { ensurePrivateDir } from '../private-files';

export type Mailer = {
  send(message: SendMailOptions, fileStem: string): Promise<void>;
  /** Close the connections it keeps open. */
  close(): void;
};

/** Where mail goes when SMTP_URL is unset: one .eml file per message. */
function emlFolder(): string {
  return path.join(env().dataDir, 'outbox');
}

/** The file a message with this stem is written to, without SMTP_URL. */
function emlFile(fileStem: string): string {
  return path.join(emlFolder(), `${fileStem}.eml`);
}

/**
 * Mail goes over a few SMTP connections kept open (nodemailer's pool), each used for many mails,
 * at a bounded rate (decision 132): a connection per mail spent most of its time on the server's
 * greeting, one mail after another.
 */
function smtpOptions(
  url: string,
  requireTls: boolean,
  maxConnections: number,
  perSecond: number,
): SMTPPool.Options {
  return {
    url,
    pool: true,
    maxConnections,
    // A connection is closed and opened again after this many mails, as servers expect.
    maxMessages: 500,
    rateDelta: 1000,
    rateLimit: perSecond,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    // On smtp:// a server that does not offer STARTTLS would otherwise get the mail, and the
    // password, in clear text; refusing delays the mail instead (it waits in the outbox).
    // smtps:// is TLS from the first byte and needs no such rule.
    requireTLS: url.startsWith('smtp://') && requireTls,
  };
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. */
export function createMailer(): Mailer {
  const { SMTP_URL, SMTP_REQUIRE_TLS, SMTP_MAX_CONNECTIONS, SMTP_MAX_PER_SECOND } = env();
  if (SMTP_URL) {
    const transport = nodemailer.createTransport(
      smtpOptions(SMTP_URL, SMTP_REQUIRE_TLS, SMTP_MAX_CONNECTIONS, SMTP_MAX_PER_SECOND),
    );
    return {
      async send(message) {
        await transport.sendMail(message);
      },
      close: () => transport.close(),
    };
  }
  const folder = emlFolder();
  ensurePrivateDir(env().dataDir);
  ensurePrivateDir(folder);
  log.warn(
    { folder },
    'SMTP_URL is not set: mail is not sent to anyone, each message is written to a file in this folder',
  );
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message, fileStem) {
      const info = await transport.sendMail(message);
      // Again here, in case the folder was removed while the site runs.
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      const file = emlFile(fileStem);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The file's name says which outbox row it is; the recipient and subject stay out of the log.
      log.info({ file }, 'mail written to file');
    },
    close: () => undefined,
  };
}

/** Remove the .eml files written before `cutoff` (each was written when its mail was sent). */
export async function removeEmlFilesBefore(cutoff: Date): Promise<number> {
  const folder = emlFolder();
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const file = path.join(folder, name);
    const stat = await fs.stat(file);
    if (!stat.isFile() || stat.mtimeMs >= cutoff.getTime()) continue;
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
