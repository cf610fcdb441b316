// `npm start`: build the site if this checkout has no build yet (or the sources are newer), then serve it.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const buildId = path.join(distDir, 'BUILD_ID');

function newestSourceTime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestSourceTime(full) : fs.statSync(full).mtimeMs,
    );
  }
  return newest;
}

const stale =
  !fs.existsSync(buildId) ||
  Math.max(newestSourceTime('src'), fs.statSync('package.json').mtimeMs) >
    fs.statSync(buildId).mtimeMs;

if (stale) {
  console.log('Building the site (first start, or the sources changed)…');
  const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const port = process.env.PORT || '3000';
const child = spawn('npx', ['next', 'start', '-p', port], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
