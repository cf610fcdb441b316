import type { IncomingMessage, ServerResponse } from 'node:http';

export type PageRewrite = (html: string) => string;
export declare function pageRewriteFor(
  req: IncomingMessage,
  keepsFramework: (pathname: string) => boolean,
): PageRewrite | null;
export declare function holdToRewrite(
  req: IncomingMessage,
  res: ServerResponse,
  rewrite: PageRewrite,
): void;
