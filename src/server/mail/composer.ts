import 'server-only';
import { Worker } from 'node:worker_threads';
import { log } from '../log';
import { compose } from './compose';
import type { ComposeJob, Composed } from './compose';
import type { ComposeReply, ComposeRequest } from './compose-worker';

// Mail written when sent is written on a thread of its own (decision 165): its HTML, plain text
// and PDF cost more than answering a request, and on the site's thread they held delivery to what
// one core could write while a second stood idle. The thread is started on the first mail, is
// replaced when it dies (its mails in hand fail and stay queued), and never keeps the process
// alive. Under the test runner, which runs the sources unbundled, mail is written in-thread.

type Pending = { resolve: (c: Composed) => void; reject: (e: Error) => void };

const state = globalThis as unknown as {
  __composeWorker?: { worker: Worker; pending: Map<number, Pending> };
  __composeNextId?: number;
};

function startWorker() {
  const pending = new Map<number, Pending>();
  const worker = new Worker(new URL('./compose-worker.ts', import.meta.url));
  worker.unref();
  const fail = (err: Error) => {
    if (state.__composeWorker?.worker === worker) state.__composeWorker = undefined;
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
  return { worker, pending };
}

const inThread = process.env.NODE_ENV === 'test';

/** Write a mail on the composing thread. */
export function composeMail(job: ComposeJob): Promise<Composed> {
  if (inThread) return compose(job);
  state.__composeWorker ??= startWorker();
  const { worker, pending } = state.__composeWorker;
  const id = (state.__composeNextId = (state.__composeNextId ?? 0) + 1);
  return new Promise<Composed>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const request: ComposeRequest = { id, job };
    worker.postMessage(request);
  });
}

/** Stop the composing thread (the delivery loop's stop). */
export async function stopComposer(): Promise<void> {
  const running = state.__composeWorker;
  state.__composeWorker = undefined;
  await running?.worker.terminate();
}
