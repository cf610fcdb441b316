import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
type Lock = { packages: Record<string, { version?: string } | undefined> };

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
