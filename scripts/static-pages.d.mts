import type { IncomingMessage, ServerResponse } from 'node:http';

export type CookieTemplate = { name: string; tokenBytes: number; attributes: string };

export declare function staticRoutes(distDir: string): string[];
export declare function cookieTemplate(
  setCookie: string | string[] | undefined,
): CookieTemplate | null | undefined;
export declare function hasCookie(header: string | undefined, name: string): boolean;
/** The page with its framework scripts asked for once the page has painted (decision 101). */
export declare function frameworkAfterPaint(html: string): string;
export declare function pickEncoding(
  acceptEncoding: string | undefined,
): 'br' | 'gzip' | 'identity';

export type StaticPages = {
  load(base: string): Promise<number>;
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  forget(routes: string[]): void;
  readonly size: number;
};

export declare function createStaticPages(options: {
  distDir: string;
  siteUrl?: string;
  shortLived?: Record<string, number>;
  /** Routes whose framework scripts stay in the head (the form pages). */
  keepScripts?: string[];
  log: { warn(...args: unknown[]): void };
  now?: () => number;
}): StaticPages;
