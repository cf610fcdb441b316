import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { branchOffices, mainOffice, officeTowns, site, yearsInOperation } from './site';

// The house rule: company facts live in site.ts and nowhere else. These tests read the sources,
// so a fact typed into page copy or a page fails here rather than going stale in production.

function sourcesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(keep);
}

/** Facts that may appear nowhere but site.ts: contact details, registration, years, places. */
const facts = [
  ...Object.values(site.phones)
    .flat()
    .map((p) => p.display),
  ...site.offices.flatMap((o) => [o.phone, o.street, o.locality]),
  ...Object.values(site.emails),
  site.abn,
  site.acn,
  String(site.foundedYear),
  String(site.digitalSince),
  `${yearsInOperation()} years`,
  `${yearsInOperation()}+`,
];

/** Claims that page copy states through site.ts, so that they change in one place. */
const claims = [`${site.maxSavingsPercent}%`, site.support, site.rigidTonnage];

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);

describe('company facts (house rule: site.ts only)', () => {
  it('are typed into no page copy', () => {
    const copy = sourcesUnder('src/content', isSource).filter((f) => !f.endsWith('site.ts'));
    expect(copy.length).toBeGreaterThan(10);
    const found = copy.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return [...facts, ...claims]
        .filter((fact) => text.includes(fact))
        .map((f) => `${file}: ${f}`);
    });
    expect(found).toEqual([]);
  });

  it('are typed into no page', () => {
    const pages = sourcesUnder('src/app', (f) => /[\\/]page\.tsx$/.test(f));
    expect(pages.length).toBeGreaterThan(15);
    const found = pages.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return facts.filter((fact) => text.includes(fact)).map((f) => `${file}: ${f}`);
    });
    expect(found).toEqual([]);
  });
});

describe('facts derived from site.ts', () => {
  it('counts the years on the road in whole decades from the founding year', () => {
    expect(site.foundedYear).toBe(2002);
    expect(yearsInOperation(new Date('2026-11-22'))).toBe(20);
    expect(yearsInOperation(new Date('2031-12-31'))).toBe(20);
    expect(yearsInOperation(new Date('2032-01-01'))).toBe(30);
  });

  it('lists the office towns as a sentence does', () => {
    expect(officeTowns()).toBe('Laverton North, Rocklea, Kilburn and Gilgandra');
    expect(officeTowns(branchOffices, { withState: true })).toBe(
      'Rocklea QLD, Kilburn SA and Gilgandra NSW',
    );
    expect(officeTowns([mainOffice])).toBe('Laverton North');
  });
});
