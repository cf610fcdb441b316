import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MountedApi } from '../src/server/api/handoff.mjs';

export declare function createApiRoutes(options: {
  api: Pick<MountedApi, 'fetch'>;
  log: { error: (fields: object, message?: string) => void };
}): {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
};
