import 'server-only';
import { Worker } from 'node:worker_threads';
import { log } from '../log';

/** How often the checkpointer copies the WAL back into the database file. */
const CHECKPOINT_EVERY_MS = 200;
/** After a failed checkpoint the thread starts again after 1 s, 2 s, 4 s… up to this long. */
const RESTART_MAX_MS = 30_000;
/** How long a stop waits for the thread to end by itself before it is terminated. */
const STOP_WAIT_MS = 5_000;

/**
 * The thread's whole program. It opens a connection of its own to the same file and, on a timer,
 * runs a passive checkpoint: it copies the pages the site has committed to the WAL back into the
 * database file and syncs both, without taking the write lock, so the site's writes go on while
 * it works. A checkpoint with nothing to copy returns at once, without a sync. The first
 * checkpoint that works says so; a checkpoint that fails ends the thread, with its error. Asked
 * to stop, it closes its connection and ends by itself.
 */
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('node:module').createRequire(workerData.from)('better-sqlite3');
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
let told = false;
const timer = setInterval(() => {
  db.pragma('wal_checkpoint(PASSIVE)');
  if (!told) parentPort.postMessage('checkpointed');
  told = true;
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * SQLite checkpoints its WAL in the statement that crosses the threshold, on the thread that runs
 * it: a COMMIT that synced tens of megabytes held the site's only thread for 50 ms and more, while
 * every request in flight waited. A thread of its own copies the WAL as it fills (decision 112), so
 * the site's own checkpoints, still made at its threshold, find little left to copy. A thread that
 * stops (a checkpoint failed on a full disk) starts again by itself, with back-off; the stop is
 * logged once and so is the first checkpoint after it (decision 133). Meanwhile the site's own
 * checkpoints do all the work, as before. Returns the function that stops the thread: it asks the
 * thread to end and answers once it has. Terminating a thread that is still loading SQLite's
 * native module aborted the whole process (better-sqlite3 13 on Node 24: "FATAL ERROR: Error::New
 * napi_get_last_error_info"), so the thread is terminated only when it has not ended by itself
 * within STOP_WAIT_MS. The stop answers the thread's exit code (0 when it ended by itself, 1 when
 * it was terminated), or undefined when no thread was running.
 */
export function checkpointInTheBackground(file: string): () => Promise<number | undefined> {
  let worker: Worker | undefined;
  let restart: NodeJS.Timeout | undefined;
  let stopped = false;
  let failures = 0;

  const failed = (err: unknown) => {
    worker = undefined;
    failures += 1;
    if (failures === 1) {
      log.warn({ err }, 'the SQLite checkpoint thread stopped; it starts again by itself');
    }
    if (stopped) return;
    restart = setTimeout(start, Math.min(1000 * 2 ** (failures - 1), RESTART_MAX_MS));
    restart.unref();
  };

  function start(): void {
    let thread: Worker;
    try {
      thread = new Worker(PROGRAM, {
        eval: true,
        workerData: { file, from: import.meta.url, everyMs: CHECKPOINT_EVERY_MS },
      });
    } catch (err) {
      failed(err);
      return;
    }
    worker = thread;
    thread.on('message', () => {
      if (failures > 0) log.warn({ failures }, 'the SQLite checkpoint thread works again');
      failures = 0;
    });
    thread.once('error', failed);
    // The thread never keeps the process alive.
    thread.unref();
  }

  start();
  return async () => {
    stopped = true;
    clearTimeout(restart);
    const thread = worker;
    worker = undefined;
    if (!thread) return undefined;
    thread.removeAllListeners();
    // An error while it stops ends the thread too; 'exit' follows either way.
    thread.on('error', () => undefined);
    // Waiting for the end keeps the process alive until then: a process that exited meanwhile
    // would tear the thread down wherever it stood.
    thread.ref();
    const ended = new Promise<number>((resolve) => thread.once('exit', resolve));
    thread.postMessage('stop');
    const late = setTimeout(() => void thread.terminate(), STOP_WAIT_MS);
    const code = await ended;
    clearTimeout(late);
    return code;
  };
}
