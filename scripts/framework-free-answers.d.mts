import type { IncomingMessage, ServerResponse } from 'node:http';

export type PageRewrite = (html: string) => string;
export declare const pageRewrite: PageRewrite;
export declare function isPageAddress(url: string): boolean;
export declare function pageRewriteFor(req: IncomingMessage): PageRewrite | null;
export declare function holdToRewrite(
  req: IncomingMessage,
  res: ServerResponse,
  rewrite: PageRewrite,
): void;
