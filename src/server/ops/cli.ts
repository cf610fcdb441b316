// `npm run ops -- <command>`: the operator commands (docs/operations.md).
import readline from 'node:readline/promises';
import { loadEnvConfig } from '@next/env';
import { warnIfUnsupportedNode } from '../runtime/supported-node.ts';

warnIfUnsupportedNode();

// The same .env files `next start` reads, so a command sees the site's DATA_DIR, DATABASE_URL,
// SMTP_URL and encryption key; variables already set in the shell win.
loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });

// The site's JSON log goes to stdout, where a command writes its CSV; the commands report to the
// operator themselves, so the log is off unless OPS_LOG_LEVEL asks for it (e.g. debug).
process.env.LOG_LEVEL = process.env.OPS_LOG_LEVEL ?? 'silent';

async function main(): Promise<void> {
  const { runOps } = await import('./program');
  const write = (stream: NodeJS.WriteStream) => (text: string) => {
    stream.write(text.endsWith('\n') ? text : `${text}\n`);
  };
  const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY);
  const code = await runOps(process.argv.slice(2), {
    out: write(process.stdout),
    err: write(process.stderr),
    confirm: interactive
      ? async (question) => {
          const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
          try {
            return /^y(es)?$/i.test((await rl.question(question)).trim());
          } finally {
            rl.close();
          }
        }
      : undefined,
  });
  process.exitCode = code;
}

main().catch((err: unknown) => {
  process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
