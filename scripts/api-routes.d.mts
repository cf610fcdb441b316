import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function webRequest(req: IncomingMessage, res: ServerResponse): Request;
