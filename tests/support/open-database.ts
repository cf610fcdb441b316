// Opens (and so migrates) the database named by DATA_DIR / DATABASE_URL, then exits: 0 on success.
import { closeDatabase, database } from '../../src/server/db/client';

void (async () => {
  try {
    await database();
    await closeDatabase();
    process.stdout.write('ok\n');
  } catch (err) {
    process.stdout.write(`failed: ${(err as Error).message}\n`);
    process.exit(1);
  }
})();
