// How the production server finds the API router (decision 169). The router is TypeScript built
// with the rest of the application by Next, so that it shares one copy of every module with the
// pages (the database, the delivery loop, the limits). The application's start-up
// (`register()` in src/instrumentation.ts, which Next runs once as its server starts) offers it
// here, and the server waits for it. Plain JavaScript so the server imports it without the build;
// the application's copy of this module and the server's meet on `globalThis`, as the metrics do.

const KEY = Symbol.for('site.apiRouter');

/** The one meeting point: the API once offered, and the promise the server waits on. */
function meeting() {
  if (!globalThis[KEY]) {
    const place = {};
    place.offered = new Promise((resolve) => {
      place.resolve = resolve;
    });
    globalThis[KEY] = place;
  }
  return globalThis[KEY];
}

/** Called by the application as it starts. */
export function offerApi(api) {
  meeting().resolve(api);
}

/** Called by the server: the API once the application has offered it, or undefined after `ms`. */
export function waitForApi(ms) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  return Promise.race([meeting().offered, late]).finally(() => clearTimeout(timer));
}
