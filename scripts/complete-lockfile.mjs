// Add to package-lock.json the platform packages of other systems that npm left out.
//
// npm writes into the lock file only the optional native packages (Next's SWC, Tailwind's oxide,
// the resolver bindings) that the registry it was run against could resolve. When a lock file is
// made on a machine whose registry lacks the macOS or Windows builds, `npm ci` elsewhere refuses it
// ("Missing: @next/swc-darwin-arm64@ from lock file"). This script writes an entry for each missing
// one: its exact version (the parents pin them), `optional`, and the os, cpu and libc read from its
// name, so npm skips it on other systems and fetches it by name and version on its own.
//
// Run after any change of dependencies: `npm install && npm run lock:complete`. CI runs `npm ci`,
// which fails when the lock file and package.json disagree.
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;

/** os, cpu and libc of a platform package, from names such as `swc-linux-arm64-musl`. */
function platformOf(name) {
  const tail = name.split('/').pop();
  const match =
    /(android|darwin|freebsd|linux|linuxmusl|openharmony|win32|wasm32)-([a-z0-9]+)(?:-([a-z]+))?$/.exec(
      tail,
    );
  if (!match) return undefined;
  const [, system, arch, abi] = match;
  if (system === 'wasm32') return { cpu: ['wasm32'] };
  const platform = { os: [system === 'linuxmusl' ? 'linux' : system], cpu: [arch] };
  if (system === 'linuxmusl' || abi?.startsWith('musl')) platform.libc = ['musl'];
  else if (abi?.startsWith('gnu')) platform.libc = ['glibc'];
  return platform;
}

/** Where npm looks for `name` required from the package at `from`: nested first, then upwards. */
function resolved(from, name) {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolved(location, name)) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+$/.test(spec)) {
      console.warn(`left out ${name}@${spec} (required by ${location || 'the project'})`);
      continue;
    }
    packages[`node_modules/${name}`] = {
      version: spec,
      ...platform,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform package(s) added`);
