// `npm start`: build the site when this checkout has no build yet, the sources are newer than it,
// or a build-time variable (SITE_URL, NEXT_PUBLIC_API_BASE) changed; then serve it with
// scripts/server.mts in this process.
import nextEnv from '@next/env';
import { warnIfUnsupportedNode } from '../src/server/runtime/supported-node.ts';
import { BUILD_TIME_VARIABLES, ROOT, ensureBuild } from './site-server.ts';

warnIfUnsupportedNode();

// The .env files may set SITE_URL, which the build bakes into its pages.
nextEnv.loadEnvConfig(ROOT, false, { info: () => undefined, error: console.error });

const distDir = process.env.NEXT_DIST_DIR || '.next';
const buildEnv = Object.fromEntries(
  BUILD_TIME_VARIABLES.filter((name) => process.env[name] !== undefined).map((name) => [
    name,
    process.env[name],
  ]),
);

try {
  await ensureBuild({ distDir, env: buildEnv });
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}

await import('./server.mts');
