import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The server lets every address outside the API take GET and HEAD alone (scripts/allowed-methods.ts,
// decision 121): a route file under src/app that exported another method would never be reached.
// A call that takes a body belongs in the API's table (src/server/api/routes.ts).

const APP = path.join(__dirname);
const METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'];

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** The HTTP methods a route file's source exports, by name. */
function exportedMethods(source: string): string[] {
  const names = new Set<string>();
  for (const [, name] of source.matchAll(/export\s+(?:async\s+)?(?:function|const|let)\s+(\w+)/g))
    names.add(name!);
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}/g))
    for (const part of list!.split(','))
      names.add(
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      );
  return METHODS.filter((method) => names.has(method));
}

describe('the route files under src/app', () => {
  const files = routeFiles(APP);

  it('are found', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    it(`${path.relative(APP, file)} answers GET alone`, () => {
      expect(exportedMethods(fs.readFileSync(file, 'utf8'))).toEqual(['GET']);
    });
  }

  it('finds each way of exporting a method', () => {
    expect(exportedMethods('export async function POST() {}')).toEqual(['POST']);
    expect(exportedMethods('export const GET = () => 1;')).toEqual(['GET']);
    expect(exportedMethods('const h = 1; export { h as PUT, h as GET };')).toEqual(['GET', 'PUT']);
  });
});
