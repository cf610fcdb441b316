import 'server-only';
import { Worker } from 'node:worker_threads';
import { log } from '../log';

/** How often the checkpointer copies the WAL back into the database file. */
const CHECKPOINT_EVERY_MS = 200;

/**
 * The thread's whole program. It opens a connection of its own to the same file and, on a timer,
 * runs a passive checkpoint: it copies the pages the site has committed to the WAL back into the
 * database file and syncs both, without taking the write lock, so the site's writes go on while
 * it works. A checkpoint with nothing to copy returns at once, without a sync. A checkpoint that
 * fails ends the thread, with its error.
 */
const PROGRAM = `
const { workerData } = require('node:worker_threads');
const Database = require('node:module').createRequire(workerData.from)('better-sqlite3');
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
setInterval(() => db.pragma('wal_checkpoint(PASSIVE)'), workerData.everyMs);
`;

/**
 * SQLite checkpoints its WAL in the statement that crosses the threshold, on the thread that runs
 * it: a COMMIT that synced tens of megabytes held the site's only thread for 50 ms and more, while
 * every request in flight waited. A thread of its own copies the WAL as it fills (decision 112), so
 * the site's own checkpoints, still made at its threshold, find little left to copy. Returns the
 * function that stops the thread. If it cannot start or stops, the site's own checkpoints do all
 * the work, as before.
 */
export function checkpointInTheBackground(file: string): () => void {
  let worker: Worker;
  try {
    worker = new Worker(PROGRAM, {
      eval: true,
      workerData: { file, from: import.meta.url, everyMs: CHECKPOINT_EVERY_MS },
    });
  } catch (err) {
    log.warn({ err }, 'the SQLite checkpoint thread did not start: the site checkpoints alone');
    return () => undefined;
  }
  worker.once('error', (err) =>
    log.warn({ err }, 'the SQLite checkpoint thread stopped: the site checkpoints alone'),
  );
  // The thread never keeps the process alive.
  worker.unref();
  return () => {
    worker.removeAllListeners('error');
    void worker.terminate();
  };
}
