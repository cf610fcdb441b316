import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/README.md lists every decision record with its status. This holds the index to
 * the records themselves: every file listed and no other, each title as its heading, and each
 * status as its own `- Status:` line and the later records that supersede or replace it say.
 */
const dir = path.join(process.cwd(), 'docs/decisions');

interface Row {
  number: string;
  file: string;
  title: string;
  status: string;
}

function indexRows(): Row[] {
  const rows: Row[] = [];
  for (const line of fs.readFileSync(path.join(dir, 'README.md'), 'utf8').split('\n')) {
    const match = /^\|\s*\[(\d{3})\]\(([^)]+)\)\s*\|(.*)\|(.*)\|\s*$/.exec(line);
    if (match) {
      const [, number, file, title, status] = match;
      rows.push({ number: number!, file: file!, title: title!.trim(), status: status!.trim() });
    }
  }
  return rows;
}

function records(): Map<string, { title: string; status: string }> {
  const found = new Map<string, { title: string; status: string }>();
  for (const file of fs.readdirSync(dir).filter((name) => /^\d{3}-.*\.md$/.test(name))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const title = /^#\s*\d+\.\s*(.+)$/m.exec(text)?.[1]?.trim() ?? '';
    const status = /^- Status:\s*(.+)$/m.exec(text)?.[1]?.trim() ?? '';
    found.set(file, { title, status });
  }
  return found;
}

/** The later records that say, in their Status line, that they supersede or replace a part of N. */
function supersededBy(all: Map<string, { status: string }>): Map<string, string[]> {
  const by = new Map<string, string[]>();
  for (const [file, { status }] of all) {
    for (const clause of status.split(/[;(]/)) {
      if (!/\bsupersedes\b|\breplaces\b/.test(clause)) continue;
      for (const target of clause.match(/\b\d{3}\b/g) ?? [])
        by.set(target, [...(by.get(target) ?? []), file.slice(0, 3)].sort());
    }
  }
  return by;
}

describe('the decision index', () => {
  const rows = indexRows();
  const all = records();

  it('lists every decision file, and no file that does not exist', () => {
    expect(rows.map((row) => row.file).sort()).toEqual([...all.keys()].sort());
    for (const row of rows) expect(row.file.slice(0, 3), row.file).toBe(row.number);
  });

  it('gives each record its own heading as the title and a status its Status line allows', () => {
    const by = supersededBy(all);
    for (const row of rows) {
      const record = all.get(row.file);
      if (!record) continue; // reported by the test above
      expect(row.title, row.file).toBe(record.title);
      expect(record.status, `${row.file} has a Status line`).not.toBe('');
      const later = by.get(row.number) ?? [];
      const own = record.status.toLowerCase();
      let want: string;
      if (own.startsWith('rejected') || own.startsWith('not kept')) want = 'not kept';
      else if (own.startsWith('accepted'))
        want = later.length ? `accepted; in part superseded by ${later.join(', ')}` : 'accepted';
      else {
        // Neither accepted nor rejected: the record itself names what replaced it.
        const named = /(?:replaced|superseded) by (?:decision )?(\d{3})/.exec(own)?.[1];
        expect(named, `${row.file}: "${record.status}" names what replaced it`).toBeDefined();
        want = `superseded by ${[...new Set([named!, ...later])].sort().join(', ')}`;
      }
      expect(row.status, `${row.file}: "${record.status}"`).toBe(want);
    }
  });
});
