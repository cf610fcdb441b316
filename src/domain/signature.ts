// Signatures of the credit application (spec §3, §4): file names, and the checks a signature image
// must pass before it is stored. Pure code: it runs in the browser and on the server alike.

export type SignatureKind = 'Declaration' | 'PrivacyAct1988';

/** The file name of a blank pad: it counts as no signature (spec §4). */
export const NO_SIGNATURE_FILE = 'signedNone.png';

/** The only data URL prefix a signature may have. */
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

/**
 * Largest signature image accepted, decoded: 256 KiB. A 265 x 150 pad on a 4x screen is 1060 x 600
 * pixels; a drawn or typed signature of that size is 10 to 60 KiB as PNG.
 */
export const MAX_SIGNATURE_BYTES = 256 * 1024;

/** The same limit as characters of the data URL (base64 grows 4/3, plus the prefix). */
export const MAX_SIGNATURE_DATA_URL_LENGTH =
  PNG_DATA_URL_PREFIX.length + Math.ceil(MAX_SIGNATURE_BYTES / 3) * 4;

/**
 * Largest image accepted, in pixels: the 265 x 150 pad at 4x, the densest screen the pad draws
 * for. Anything bigger did not come from the pad, and the pixel count is what decoding costs.
 */
export const MAX_SIGNATURE_WIDTH = 1060;
export const MAX_SIGNATURE_HEIGHT = 600;
export const MAX_SIGNATURE_PIXELS = MAX_SIGNATURE_WIDTH * MAX_SIGNATURE_HEIGHT;

/**
 * APNG chunks. A decoder that honours them composes every frame on the full canvas, so a few
 * hundred KiB of 1 x 1 frames cost gigabytes; a signature is one still image.
 */
const ANIMATION_CHUNKS = new Set(['acTL', 'fcTL', 'fdAT']);

/** 'signedDeclaration_<name>.png', 'signedPrivacyAct1988_<name>.png', or 'signedNone.png' when blank. */
export function signatureFileName(
  kind: SignatureKind,
  signerName: string,
  hasImage: boolean,
): string {
  if (!hasImage) return NO_SIGNATURE_FILE;
  return `signed${kind}_${signerName.trim()}.png`;
}

/** A file name safe for a mail attachment or a disk: no path separators or control characters. */
export function safeFileName(name: string): string {
  const cleaned = name
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_')
    .replace(/^\.+/, '')
    .trim();
  return cleaned.slice(0, 120) || NO_SIGNATURE_FILE;
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let crcTable: Uint32Array | undefined;

/** CRC-32 as PNG chunks use it. */
export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = start; i < end; i++) crc = crcTable[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function readUint32(bytes: Uint8Array, at: number): number {
  return (
    ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0
  );
}

export type PngInfo = { width: number; height: number; bytes: number };

export type PngCheck = { ok: true; info: PngInfo } | { ok: false; reason: string };

/**
 * Walk a PNG file's chunks: the signature bytes, an IHDR first within the pad's dimensions, every
 * chunk's CRC, no animation, at least one IDAT, and IEND last with nothing after it. Nothing is
 * decompressed, so the cost is one pass over at most 256 KiB.
 */
export function inspectPng(bytes: Uint8Array): PngCheck {
  if (bytes.length > MAX_SIGNATURE_BYTES)
    return { ok: false, reason: `is larger than ${MAX_SIGNATURE_BYTES / 1024} KiB` };
  if (bytes.length < 8 + 25 + 12 || PNG_MAGIC.some((b, i) => bytes[i] !== b))
    return { ok: false, reason: 'is not a PNG image' };
  let at = 8;
  let width = 0;
  let height = 0;
  let sawIdat = false;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = readUint32(bytes, at);
    const typeStart = at + 4;
    const dataStart = at + 8;
    const dataEnd = dataStart + length;
    if (length > bytes.length || dataEnd + 4 > bytes.length)
      return { ok: false, reason: 'is a damaged PNG image' };
    const type = String.fromCharCode(...bytes.subarray(typeStart, dataStart));
    if (ANIMATION_CHUNKS.has(type)) return { ok: false, reason: 'must be a still PNG image' };
    if (crc32(bytes, typeStart, dataEnd) !== readUint32(bytes, dataEnd))
      return { ok: false, reason: 'is a damaged PNG image' };
    if (first) {
      if (type !== 'IHDR' || length !== 13) return { ok: false, reason: 'is a damaged PNG image' };
      width = readUint32(bytes, dataStart);
      height = readUint32(bytes, dataStart + 4);
      if (width < 1 || height < 1) return { ok: false, reason: 'is a damaged PNG image' };
      if (width > MAX_SIGNATURE_WIDTH || height > MAX_SIGNATURE_HEIGHT)
        return {
          ok: false,
          reason: `must be at most ${MAX_SIGNATURE_WIDTH} pixels wide and ${MAX_SIGNATURE_HEIGHT} pixels high`,
        };
      first = false;
    } else if (type === 'IDAT') {
      sawIdat = true;
    } else if (type === 'IEND') {
      if (!sawIdat || dataEnd + 4 !== bytes.length)
        return { ok: false, reason: 'is a damaged PNG image' };
      return { ok: true, info: { width, height, bytes: bytes.length } };
    }
    at = dataEnd + 4;
  }
  return { ok: false, reason: 'is a damaged PNG image' };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a base64 string (browser and Node alike), or null when it is not base64. */
function decodeBase64(text: string): Uint8Array | null {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return null;
  try {
    const binary = atob(text);
    const out = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

export type SignatureImageCheck =
  { ok: true; png: Uint8Array; info: PngInfo } | { ok: false; reason: string };

/**
 * Check a signature as the form sends it: a PNG data URL of sane size whose chunks make a real,
 * still PNG. The server decodes and re-encodes it afterwards; this check is what the browser can do.
 */
export function checkSignatureDataUrl(dataUrl: string): SignatureImageCheck {
  if (!dataUrl.startsWith(PNG_DATA_URL_PREFIX))
    return { ok: false, reason: `must be a PNG image data URL (${PNG_DATA_URL_PREFIX}…)` };
  if (dataUrl.length > MAX_SIGNATURE_DATA_URL_LENGTH)
    return { ok: false, reason: `is larger than ${MAX_SIGNATURE_BYTES / 1024} KiB` };
  const png = decodeBase64(dataUrl.slice(PNG_DATA_URL_PREFIX.length));
  if (!png) return { ok: false, reason: 'is not valid base64' };
  const check = inspectPng(png);
  return check.ok ? { ok: true, png, info: check.info } : check;
}

/**
 * Largest credit application body: 1 MiB. Two signatures at their limit are about 683 KiB as data
 * URLs; every text field at its ceiling adds under 12 KiB.
 */
export const CREDIT_BODY_LIMIT = 1024 * 1024;
