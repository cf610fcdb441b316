import 'server-only';
import { Worker } from 'node:worker_threads';
import { log } from '../log';
import { compose } from './compose';
import type { ComposeJob, Composed } from './compose';
import type { ComposeReply, ComposeRequest } from './compose-worker';

// Mail written when sent is written on a thread of its own (decision 165): its HTML, plain text
// and PDF cost more than answering a request, and on the site's thread they held delivery to what
// one core could write while a second stood idle. The thread is started on the first mail, is
// replaced when it dies or is stuck (its mails in hand fail and stay queued), and never keeps the
// process alive. Under the test runner, which runs the sources unbundled, mail is written
// in-thread.

/** The longest one mail may take to write before its thread is taken for stuck. */
const COMPOSE_TIMEOUT_MS = 30_000;

type Pending = { resolve: (c: Composed) => void; reject: (e: Error) => void };

export type Composer = {
  compose(job: ComposeJob): Promise<Composed>;
  stop(): Promise<void>;
};

/** A composer on threads made by `start`, one at a time, each replaced when it dies. */
export function createComposer(start: () => Worker, timeoutMs = COMPOSE_TIMEOUT_MS): Composer {
  let current: { worker: Worker; pending: Map<number, Pending> } | undefined;
  let nextId = 0;

  function startWorker() {
    const pending = new Map<number, Pending>();
    const worker = start();
    const fail = (err: Error) => {
      if (current?.worker === worker) current = undefined;
      for (const p of pending.values()) p.reject(err);
      pending.clear();
    };
    worker.on('message', (reply: ComposeReply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if (reply.ok) p.resolve({ html: reply.html, text: reply.text, pdf: reply.pdf });
      else p.reject(new Error(reply.error));
    });
    worker.on('error', (err) => {
      log.error({ err }, 'the mail-writing thread failed; a new one starts with the next mail');
      fail(err);
    });
    worker.on('exit', (code) => fail(new Error(`the mail-writing thread stopped (exit ${code})`)));
    // After the listeners: Node refs the thread's port again when a 'message' listener is added,
    // and a command that wrote a mail would then never end.
    worker.unref();
    return { worker, pending };
  }

  return {
    compose(job) {
      current ??= startWorker();
      const { worker, pending } = current;
      const id = (nextId += 1);
      return new Promise<Composed>((resolve, reject) => {
        // A mail takes milliseconds to write; a thread that takes this long is stuck, and is
        // replaced rather than holding the delivery run for ever.
        const timer = setTimeout(() => void worker.terminate(), timeoutMs);
        timer.unref();
        pending.set(id, {
          resolve: (c) => (clearTimeout(timer), resolve(c)),
          reject: (e) => (clearTimeout(timer), reject(e)),
        });
        const request: ComposeRequest = { id, job };
        worker.postMessage(request);
      });
    },
    async stop() {
      const running = current;
      current = undefined;
      await running?.worker.terminate();
    },
  };
}

// The bundler may include this module more than once in one process (one copy per route); the
// composer lives on globalThis so the process has one thread, not one per copy.
const state = globalThis as unknown as { __mailComposer?: Composer };

const inThread = process.env.NODE_ENV === 'test';

/** Write a mail written when sent: on the composing thread, or in-thread under the test runner. */
export function composeMail(job: ComposeJob): Promise<Composed> {
  if (inThread) return compose(job);
  state.__mailComposer ??= createComposer(
    () => new Worker(new URL('./compose-worker.ts', import.meta.url)),
  );
  return state.__mailComposer.compose(job);
}

/** Stop the composing thread (the delivery loop's stop); the next mail starts a new one. */
export async function stopComposer(): Promise<void> {
  await state.__mailComposer?.stop();
}
