import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { env } from '../env';
import { log } from '../log';
import { ensurePrivateDir } from '../private-files';

export type Mailer = { send(message: SendMailOptions, fileStem: string): Promise<void> };

/** Where mail goes when SMTP_URL is unset: one .eml file per message. */
function emlFolder(): string {
  return path.join(env().dataDir, 'outbox');
}

/** The file a message with this stem is written to, without SMTP_URL. */
function emlFile(fileStem: string): string {
  return path.join(emlFolder(), `${fileStem}.eml`);
}

function smtpOptions(url: string, requireTls: boolean): SMTPTransport.Options {
  return {
    url,
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
  const { SMTP_URL, SMTP_REQUIRE_TLS } = env();
  if (SMTP_URL) {
    const transport = nodemailer.createTransport(smtpOptions(SMTP_URL, SMTP_REQUIRE_TLS));
    return {
      async send(message) {
        await transport.sendMail(message);
      },
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
      log.info({ file, to: message.to, subject: message.subject }, 'mail written to file');
    },
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
