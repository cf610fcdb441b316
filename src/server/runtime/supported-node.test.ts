import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  SUPPORTED_NODE_RANGE,
  isSupportedNode,
  unsupportedNodeWarning,
  warnIfUnsupportedNode,
} from './supported-node.ts';

describe('supported Node.js lines', () => {
  it('are the ones package.json names in engines', () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
      engines: { node: string };
    };
    expect(pkg.engines.node).toBe(SUPPORTED_NODE_RANGE);
    expect(SUPPORTED_NODE_RANGE).toBe('^22.12.0 || ^24.0.0');
  });

  it('accepts Node 22.12+ and 24, and refuses 20, 22.11, 23 and 25', () => {
    expect(isSupportedNode('v22.12.0')).toBe(true);
    expect(isSupportedNode('v22.20.1')).toBe(true);
    expect(isSupportedNode('v24.0.0')).toBe(true);
    expect(isSupportedNode('v24.21.0')).toBe(true);
    expect(isSupportedNode('v20.20.2')).toBe(false);
    expect(isSupportedNode('v22.11.0')).toBe(false);
    expect(isSupportedNode('v23.5.0')).toBe(false);
    expect(isSupportedNode('v25.1.0')).toBe(false);
  });

  it('warns once, naming the running version and the supported ones', () => {
    expect(unsupportedNodeWarning('v24.1.0')).toBeUndefined();
    const said: string[] = [];
    delete (globalThis as { __nodeWarned?: boolean }).__nodeWarned;
    warnIfUnsupportedNode('v20.20.2', (t) => said.push(t));
    warnIfUnsupportedNode('v20.20.2', (t) => said.push(t));
    expect(said).toEqual([
      'WARNING: this is Node.js v20.20.2, which the site does not support. Run it on Node 22.12+ or Node 24.0+ (long-term support, still given security fixes); see README.md, "Quick start".',
    ]);
  });
});
