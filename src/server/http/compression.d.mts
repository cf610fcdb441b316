export type Level = { br: number; gzip: number };
export declare const LEVELS: { kept: Level; now: Level };
export declare function acceptsEncoding(
  acceptEncoding: string | undefined,
  encoding: string,
): boolean;
export declare function pickEncoding(
  acceptEncoding: string | undefined,
): 'br' | 'gzip' | 'identity';
export declare function compress(body: Uint8Array, encoding: string, level?: Level): Buffer;
export declare function encodings(
  body: Uint8Array,
  level: Level,
): { identity: Uint8Array; gzip: Buffer; br: Buffer };
