// The server's one compressor: which encoding a client takes, and how hard an answer is compressed
// (Brotli or gzip), by how long it is kept. Every answer the server compresses itself goes through
// here: the pages kept in memory, the pages and payloads rendered per request, and the API's
// answers. It needs nothing of the application's, so the server imports it without the build.
import zlib from 'node:zlib';

/** How hard to compress, one level for each encoding. */
export type Level = { br: number; gzip: number };

/** The encodings the server sends an answer in. */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * How hard to compress: an answer kept for good is compressed once at the best levels; one made
 * now (or kept a few seconds) at levels quick enough to pay for themselves on every request.
 */
export const LEVELS: { kept: Level; now: Level } = {
  kept: { br: 11, gzip: 9 },
  now: { br: 5, gzip: 6 },
};

/** What an Accept-Encoding header takes: a test of an encoding's name (q=0 refuses it). */
function encodingsTaken(acceptEncoding: string | undefined): (name: string) => boolean {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  return (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
}

/** True when an Accept-Encoding header takes `encoding`. */
export const acceptsEncoding = (acceptEncoding: string | undefined, encoding: string): boolean =>
  encodingsTaken(acceptEncoding)(encoding);

/** Brotli when the client takes it, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const ok = encodingsTaken(acceptEncoding);
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** `body` in `encoding` ('br', 'gzip' or 'identity') at `level` (one of LEVELS). */
export function compress(body: Uint8Array, encoding: 'br' | 'gzip', level?: Level): Buffer;
export function compress(body: Uint8Array, encoding: string, level?: Level): Uint8Array;
export function compress(
  body: Uint8Array,
  encoding: string,
  level: Level = LEVELS.now,
): Uint8Array {
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
export function encodings(
  body: Uint8Array,
  level: Level,
): { identity: Uint8Array; gzip: Buffer; br: Buffer } {
  return { identity: body, gzip: compress(body, 'gzip', level), br: compress(body, 'br', level) };
}

/** Answers whose body is made as it is sent (a large download): never read whole to compress. */
const streamedAnswers = new WeakSet<Response>();

/** Mark an answer as streamed (see isStreamed). */
export function streamed(answer: Response): Response {
  streamedAnswers.add(answer);
  return answer;
}

export const isStreamed = (answer: Response): boolean => streamedAnswers.has(answer);

/** A streamed body in gzip, compressed piece by piece as it is sent, at zlib's default level. */
export const compressStream = (body: ReadableStream<BufferSource>): ReadableStream<Uint8Array> =>
  body.pipeThrough(new CompressionStream('gzip'));
