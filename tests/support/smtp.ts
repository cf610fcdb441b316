import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps what it receives, for tests. */
export type TestSmtp = {
  port: number;
  url: string;
  messages: ParsedMail[];
  /** Connections opened to it so far. */
  readonly connections: number;
  /** Runs on each message before the server accepts it; a slow hook is a slow server. */
  beforeAccept?: (mail: ParsedMail) => void | Promise<void>;
  /** Wait until a message matches, or fail after `timeoutMs`. */
  waitFor(predicate: (m: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** Stop listening (an outage); `start()` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
};

/** `greetingDelayMs`: how long a new connection waits for the server's greeting. */
export async function startTestSmtp(port = 0, { greetingDelayMs = 0 } = {}): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  let connections = 0;
  let server: SMTPServer | undefined;
  let boundPort = port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        // Stopping (an outage, the end of a file) ends open connections after 100 ms with a 421, as
        // a server going down does, instead of waiting up to 30 s for the client to hang up.
        closeTimeout: 100,
        onConnect(_session, callback) {
          connections += 1;
          setTimeout(callback, greetingDelayMs);
        },
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then(async (mail) => {
              await smtp.beforeAccept?.(mail);
              messages.push(mail);
              callback();
            })
            .catch(callback);
        },
      });
      server.once('error', reject);
      server.listen(boundPort, '127.0.0.1', () => {
        boundPort = (server!.server.address() as AddressInfo).port;
        resolve();
      });
    });

  await listen();
  const smtp: TestSmtp = {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    messages,
    get connections() {
      return connections;
    },
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`No matching mail within ${timeoutMs} ms (received ${messages.length})`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
    start: listen,
  };
  return smtp;
}
