// Runs once when a server instance starts: validate the environment, migrate the database and
// start the mail delivery loop, before the first request is served (see server/boot.ts); then
// offer the API's router to the server that mounts it (decision 169).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./server/boot');
  await startServer();
  const [{ apiRouter }, { API_ROUTES }, { offerApi }] = await Promise.all([
    import('./server/api/router'),
    import('./server/api/routes'),
    import('./server/api/handoff.ts'),
  ]);
  offerApi({
    fetch: (request) => apiRouter.fetch(request),
    routes: API_ROUTES.map(({ method, path, keptUntilNextBuild }) => ({
      method,
      path,
      keptUntilNextBuild,
    })),
  });
}
