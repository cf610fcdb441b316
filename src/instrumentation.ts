// Runs once when a server instance starts: validate the environment, migrate the database and
// start the mail delivery loop, before the first request is served (see server/boot.ts).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./server/boot');
  await startServer();
}
