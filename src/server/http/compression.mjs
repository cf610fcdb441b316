// The server's one compressor: which encoding a client takes, and how hard an answer is compressed
// (Brotli or gzip), by how long it is kept. Every answer the server compresses itself goes through
// here: the pages kept in memory, the pages and payloads rendered per request, and the API's
// answers. Plain JavaScript, so the server imports it without the build.
import zlib from 'node:zlib';

/**
 * How hard to compress: an answer kept for good is compressed once at the best levels; one made
 * now (or kept a few seconds) at levels quick enough to pay for themselves on every request.
 */
export const LEVELS = { kept: { br: 11, gzip: 9 }, now: { br: 5, gzip: 6 } };

/** What an Accept-Encoding header takes: a test of an encoding's name (q=0 refuses it). */
function encodingsTaken(acceptEncoding) {
  const accepted = new Map();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  return (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
}

/** True when an Accept-Encoding header takes `encoding`. */
export const acceptsEncoding = (acceptEncoding, encoding) =>
  encodingsTaken(acceptEncoding)(encoding);

/** Brotli when the client takes it, else gzip, else none. */
export function pickEncoding(acceptEncoding) {
  const ok = encodingsTaken(acceptEncoding);
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** `body` in `encoding` ('br', 'gzip' or 'identity') at `level` (one of LEVELS). */
export function compress(body, encoding, level = LEVELS.now) {
  if (encoding === 'br')
    return zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: level.br,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: level.gzip });
  return body;
}

/** A body as kept: as it is, and compressed both ways at `level`. */
export function encodings(body, level) {
  return { identity: body, gzip: compress(body, 'gzip', level), br: compress(body, 'br', level) };
}
