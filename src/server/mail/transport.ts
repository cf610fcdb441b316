import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMailOptions, TransportOptions } from 'nodemailer';
import { env } from '../env';
import { log } from '../log';

export type Mailer = { send(message: SendMailOptions, fileStem: string): Promise<void> };

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. */
export function createMailer(): Mailer {
  const { SMTP_URL, dataDir } = env();
  if (SMTP_URL) {
    const transport = nodemailer.createTransport(SMTP_URL, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as TransportOptions);
    return {
      async send(message) {
        await transport.sendMail(message);
      },
    };
  }
  const folder = path.join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message, fileStem) {
      const info = await transport.sendMail(message);
      await fs.mkdir(folder, { recursive: true });
      const file = path.join(folder, `${fileStem}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info({ file, to: message.to, subject: message.subject }, 'mail written to file');
    },
  };
}
