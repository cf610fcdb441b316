// A stand-in for the mail-writing thread (src/server/mail/compose-worker.ts) in the composer's
// tests: it answers as that thread does, by the subject of the job's message: "crash" ends the
// thread, "hang" never answers, "refuse" answers with an error; anything else is "written".
import { parentPort, threadId } from 'node:worker_threads';

parentPort.on('message', ({ id, job }) => {
  const subject = job.props.msg.subject;
  if (subject === 'crash') process.exit(3);
  if (subject === 'hang') return;
  if (subject === 'refuse') {
    parentPort.postMessage({ id, ok: false, error: 'cannot write this one' });
    return;
  }
  const pdf = new Uint8Array([37, 80, 68, 70]);
  parentPort.postMessage(
    { id, ok: true, html: `<p>${subject}</p>`, text: `${subject} (thread ${threadId})`, pdf },
    [pdf.buffer],
  );
});
