import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { AddressObject, EmailAddress } from 'mailparser';
import { env } from '../env';

// The .eml files (mail written without SMTP_URL) that an erasure removes: those of the outbox rows
// it removed or emptied, and those whose address headers name the person (docs/privacy.md).

/** Headers longer than this are not ours: the rest of such a file is not read. */
const HEADER_LIMIT = 64 * 1024;

const addressesOf = (list: EmailAddress[]): string[] =>
  list.flatMap((a) =>
    a.group ? addressesOf(a.group) : a.address ? [a.address.toLowerCase()] : [],
  );

/**
 * Every address in a mail's From, To, Cc, Bcc and Reply-To headers, lower-cased, as mailparser
 * reads them (groups, quoted names and folded lines included): the headers only, up to the first
 * empty line, so a body's words are never matched.
 */
export async function headerAddresses(message: string): Promise<string[]> {
  const end = message.search(/\r?\n\r?\n/);
  const headers = end === -1 ? message : message.slice(0, end);
  const mail = await simpleParser(`${headers}\r\n\r\n`, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    skipImageLinks: true,
  });
  const fields: (AddressObject | AddressObject[] | undefined)[] = [
    mail.from,
    mail.to,
    mail.cc,
    mail.bcc,
    mail.replyTo,
  ];
  return fields.flat().flatMap((field) => (field ? addressesOf(field.value) : []));
}

async function readHeaders(file: string): Promise<string> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEADER_LIMIT);
    const { bytesRead } = await handle.read(buffer, 0, HEADER_LIMIT, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/**
 * Remove the .eml files named by `stems` (see emlFileStem) and those whose address headers hold
 * `address` exactly (already normalised). Returns how many were removed.
 */
export async function removeEmlFiles(address: string, stems: string[]): Promise<number> {
  const folder = path.join(env().dataDir, 'outbox');
  let names: string[];
  try {
    names = (await fs.readdir(folder)).filter((n) => n.endsWith('.eml'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  const named = new Set(stems.map((s) => `${s}.eml`));
  let removed = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    if (!named.has(name)) {
      const headers = await readHeaders(file).catch(() => '');
      if (!(await headerAddresses(headers)).includes(address)) continue;
    }
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
