import type { IncomingMessage, ServerResponse } from 'node:http';

export type CookieTemplate = { name: string; tokenBytes: number; attributes: string };

export declare function staticRoutes(distDir: string): string[];
export declare function cookieTemplate(
  setCookie: string | string[] | undefined,
): CookieTemplate | null | undefined;
export declare function hasCookie(header: string | undefined, name: string): boolean;
export declare function contentDigest(text: string | Uint8Array): string;
export declare const PAYLOAD_HEADERS: Record<string, string>;

export type StaticPages = {
  load(base: string): Promise<number>;
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  forget(routes: string[]): void;
  isOwnFetch(req: IncomingMessage): boolean;
  readonly size: number;
};

export declare function createStaticPages(options: {
  distDir: string;
  siteUrl?: string;
  shortLived?: Record<string, number>;
  /** More routes kept for good, beyond the pages the build rendered once. */
  lasting?: string[];
  log: { warn(...args: unknown[]): void };
  now?: () => number;
}): StaticPages;
