import { parentPort } from 'node:worker_threads';
import { compose } from './compose';
import type { ComposeJob } from './compose';

// The composing thread (composer.ts): writes each mail it is given and posts it back, the PDF's
// bytes moved rather than copied.

export type ComposeRequest = { id: number; job: ComposeJob };
export type ComposeReply =
  | { id: number; ok: true; html: string; text: string; pdf: Uint8Array | null }
  | { id: number; ok: false; error: string };

const port = parentPort;
if (!port) throw new Error('compose-worker runs as a worker thread');

port.on('message', ({ id, job }: ComposeRequest) => {
  compose(job).then(
    ({ html, text, pdf }) => {
      const reply: ComposeReply = { id, ok: true, html, text, pdf };
      port.postMessage(reply, pdf ? [pdf.buffer as ArrayBuffer] : []);
    },
    (err: unknown) => {
      const reply: ComposeReply = {
        id,
        ok: false,
        error: err instanceof Error ? err.message : String(err),
      };
      port.postMessage(reply);
    },
  );
});
