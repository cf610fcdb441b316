import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { database } from '@/server/db/client';
import { openSignature } from '@/server/images/stored-signature.server';
import { readPdfImagePixels } from '../support/credit-pdf';
import {
  animatedPngBomb,
  decompressionBombPng,
  pngDataUrl,
  signaturePng,
  textChunk,
} from '../support/credit-png';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

// Signature images are a stranger's bytes: the route must take a real signature, keep only a
// re-encoded copy (encrypted at rest), and turn the images that once took the server down away
// quickly, without the process's memory climbing.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const SAVE = '/tms/save-credit-application';
const MARKER = 'sender-note-8c1f';

function application(overrides: Record<string, string>) {
  return {
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    company_name: 'Raman Cold Chain Pty Ltd',
    bank_name: 'National Australia Bank',
    bank_account_number: '083-170 556677889',
    declaration_name: 'Priya Raman',
    declaration_date_signed: '2026-11-23',
    act_name: 'Priya Raman',
    act_date_signed: '2026-11-23',
    ...overrides,
  };
}

async function rawRows(email: string): Promise<Record<string, unknown>[]> {
  const db = await database();
  const { rows } = await sql<Record<string, unknown>>`
    select * from credit_applications where email = ${email}
  `.execute(db);
  return rows;
}

const pixels = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer();

describe('signature images: a real signature', () => {
  const sent = signaturePng(1060, 600, [textChunk('Comment', MARKER)]);
  const email = 'still@example.com';
  let row: Record<string, unknown>;

  beforeAll(async () => {
    const res = await callRoute(
      SAVE,
      application({
        email,
        company_name: 'Still Image Haulage',
        declarationSignatureBinary: pngDataUrl(sent),
      }),
    );
    expect(res.status).toBe(200);
    const rows = await rawRows(email);
    expect(rows).toHaveLength(1);
    row = rows[0]!;
  });

  it('keeps the 1060 x 600 image only encrypted in the row: no PNG, no base64 of it', () => {
    const everything = JSON.stringify(row);
    expect(everything).not.toContain('iVBORw0KGgo'); // base64 of a PNG's first bytes
    expect(everything).not.toContain(sent.toString('base64').slice(100, 160));
    expect(everything).not.toContain(MARKER);
    expect(row.declaration_signature_png).toMatch(/^enc:v1\./);
    expect(row.act_signature_png).toBe('');
  });

  it('stores a re-encoded copy: other bytes, the same pixels, the text chunk gone', async () => {
    const stored = await openSignature(
      String(row.declaration_signature_png),
      'declaration_signature_png',
      Number(row.id),
    );
    expect(stored).not.toBeNull();
    expect(stored!.equals(sent)).toBe(false);
    expect(stored!.toString('latin1')).not.toContain(MARKER);
    expect(stored!.toString('latin1')).not.toContain('tEXt');
    expect(await sharp(stored!).metadata()).toMatchObject({ width: 1060, height: 600 });
    expect((await pixels(stored!)).equals(await pixels(sent))).toBe(true);
  });

  it('mails and draws the re-encoded copy, never the bytes that were sent', async () => {
    const mail = await app.smtp.waitFor((m) => (m.subject ?? '').includes('Still Image Haulage'));
    const stored = await openSignature(
      String(row.declaration_signature_png),
      'declaration_signature_png',
      Number(row.id),
    );
    const png = mail.attachments.find((a) => a.contentType === 'image/png');
    expect(png?.filename).toBe('signedDeclaration_Priya Raman.png');
    expect(png!.content.equals(stored!)).toBe(true);
    expect(png!.content.toString('latin1')).not.toContain(MARKER);
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    const [drawn, ...others] = await readPdfImagePixels(pdf!.content);
    expect(others).toHaveLength(0);
    expect(drawn).toMatchObject({ width: 1060, height: 600 });
    const rgba = await pixels(stored!);
    const drawnRgba = Buffer.alloc(rgba.length);
    for (let i = 0; i < 1060 * 600; i++) {
      drawn!.rgb.copy(drawnRgba, i * 4, i * 3, i * 3 + 3);
      drawnRgba[i * 4 + 3] = drawn!.alpha[i]!;
    }
    expect(drawnRgba.equals(rgba)).toBe(true);
  });

  it('writes the application number into the company mail made before the row existed', async () => {
    const mail = await app.smtp.waitFor((m) => (m.subject ?? '').includes('Still Image Haulage'));
    const id = Number(row.id);
    expect(mail.subject).toBe(`Credit application ${id} from Still Image Haulage`);
    const pdfName = `credit-application-${id}.pdf`;
    expect(mail.attachments.map((a) => a.filename)).toContain(pdfName);
    expect(mail.text).toContain(pdfName);
    expect(mail.html).toContain(`Credit application ${id}`);
    expect(`${mail.text ?? ''}${String(mail.html)}`).not.toMatch(/\d{12}/);
  });
});

describe('signature images: the images that took the server down', () => {
  const attacks: { name: string; png: Buffer; field: string; reason: RegExp }[] = [
    {
      name: 'animated PNG, 2000 x 2000 canvas, 3,500 frames of 1 x 1',
      png: animatedPngBomb(),
      field: 'declarationSignatureBinary',
      reason: /at most 1060 pixels wide and 600 pixels high/,
    },
    {
      name: 'the same animation on a 1060 x 600 canvas',
      png: animatedPngBomb({ width: 1060, height: 600 }),
      field: 'actSignatureBinary',
      reason: /must be a still PNG image/,
    },
    {
      name: 'still PNG of 2000 x 2000',
      png: signaturePng(2000, 2000),
      field: 'actSignatureBinary',
      reason: /at most 1060 pixels wide and 600 pixels high/,
    },
    {
      name: 'decompression bomb claiming 20000 x 20000',
      png: decompressionBombPng(),
      field: 'declarationSignatureBinary',
      reason: /at most 1060 pixels wide and 600 pixels high/,
    },
  ];

  it('builds each attack within the 256 KiB cap', () => {
    for (const { name, png } of attacks) expect(png.length, name).toBeLessThan(256 * 1024);
    expect(attacks[0]!.png.length).toBeGreaterThan(240 * 1024);
  });

  it('answers each with 400 naming the field, in well under a second, without the memory growing', async () => {
    const rss = () => process.memoryUsage().rss;
    const baseline = rss();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss());
    }, 2);
    try {
      for (const [i, attack] of attacks.entries()) {
        const email = `attack-${i}@example.com`;
        const res = await callRoute(
          SAVE,
          application({ email, [attack.field]: pngDataUrl(attack.png) }),
        );
        peak = Math.max(peak, rss());
        expect(res.status, attack.name).toBe(400);
        expect(res.json.field, attack.name).toBe(attack.field);
        expect(String(res.json.error), attack.name).toMatch(
          new RegExp(`^${attack.field}: Signature `),
        );
        expect(String(res.json.error), attack.name).toMatch(attack.reason);
        expect(await rawRows(email), attack.name).toHaveLength(0);
      }
    } finally {
      clearInterval(sampler);
    }
    expect(peak - baseline).toBeLessThan(100 * 1024 * 1024);
  });
});
