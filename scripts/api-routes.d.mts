import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function webRequest(req: IncomingMessage, res: ServerResponse): Request;

type RouteHandler = (request: Request) => Promise<Response>;

export declare function createApiRoutes(options: {
  distDir: string;
  log: {
    error: (fields: object, message?: string) => void;
    warn: (fields: object, message?: string) => void;
  };
}): {
  load(): Promise<number>;
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  routes: Map<string, Partial<Record<'GET' | 'POST', RouteHandler>>>;
};

export declare function apiRouteFiles(distDir: string): Map<string, string>;
export declare function configHeaders(
  distDir: string,
): { test: RegExp; headers: [name: string, value: string][] }[];
