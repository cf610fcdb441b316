// Every route handler under src/app/tms, found on disk: a new route is covered by the tests that
// use this list without anyone having to remember to add it.
import fs from 'node:fs';
import path from 'node:path';

type Handler = (request: Request) => Promise<Response>;
export type ApiRoute = { path: string; POST?: Handler; GET?: Handler };

const API_FOLDER = path.resolve('src/app/tms');

export function apiRoutePaths(): string[] {
  return fs
    .readdirSync(API_FOLDER, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(API_FOLDER, e.name, 'route.ts')))
    .map((e) => `/tms/${e.name}`)
    .sort();
}

export async function loadApiRoutes(): Promise<ApiRoute[]> {
  return Promise.all(
    apiRoutePaths().map(async (p) => {
      const mod = (await import(`@/app${p}/route`)) as { POST?: Handler; GET?: Handler };
      return { path: p, POST: mod.POST, GET: mod.GET };
    }),
  );
}
