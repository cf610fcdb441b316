// How the production server finds the API router (decision 169). The router is TypeScript built
// with the rest of the application by Next, so that it shares one copy of every module with the
// pages (the database, the delivery loop, the limits). The application's start-up
// (`register()` in src/instrumentation.ts, which Next runs once as its server starts) offers it
// here, and the server waits for it. The server runs this module through tsx and Next bundles a
// copy of its own with the application; the two copies meet on `globalThis`, as the metrics do.

/** What the application offers: the router's request handler and the routes it answers. */
export type MountedApi = {
  fetch: (request: Request) => Response | Promise<Response>;
  routes: readonly { method: string; path: string; keptUntilNextBuild?: true }[];
};

/** The API once offered, and how it is offered. */
type Meeting = {
  offered: Promise<MountedApi>;
  resolve: (api: MountedApi) => void;
};

const KEY = Symbol.for('site.apiRouter');

/** The one meeting point: the API once offered, and the promise the server waits on. */
function meeting(): Meeting {
  const shared = globalThis as { [KEY]?: Meeting };
  if (!shared[KEY]) {
    let resolve: Meeting['resolve'] = () => undefined;
    const offered = new Promise<MountedApi>((settle) => {
      resolve = settle;
    });
    shared[KEY] = { offered, resolve };
  }
  return shared[KEY];
}

/** Called by the application as it starts. */
export function offerApi(api: MountedApi): void {
  meeting().resolve(api);
}

/** Called by the server: the API once the application has offered it, or undefined after `ms`. */
export function waitForApi(ms: number): Promise<MountedApi | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  return Promise.race([meeting().offered, late]).finally(() => clearTimeout(timer));
}
