import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageRewrite } from './framework-free-answers.mjs';

export type PagePayloads = {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  pageRewrite(req: IncomingMessage, rewrite: PageRewrite): PageRewrite;
  readonly size: number;
};

export declare function createPagePayloads(options: {
  render: (req: IncomingMessage, res: ServerResponse) => void;
  isOwnFetch?: (req: IncomingMessage) => boolean;
  now?: () => number;
  maxKept?: number;
  lifeMs?: number;
}): PagePayloads;
