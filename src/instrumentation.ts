// Runs once when a server instance starts: validate the environment, migrate the database and
// start the mail delivery loop, before the first request is served. A bad environment or a
// database that cannot be migrated stops the process with the reason, rather than serving errors.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./server/boot');
  try {
    await startServer();
  } catch (err) {
    console.error(`The site cannot start.\n${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
