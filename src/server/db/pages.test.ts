import { describe, expect, it } from 'vitest';
import { pagesById } from './pages';

describe('pagesById', () => {
  const rows = Array.from({ length: 7 }, (_, i) => ({ id: i + 1 }));
  const reads: (number | undefined)[] = [];
  const read = (after: number | undefined) => {
    reads.push(after);
    return Promise.resolve(rows.filter((r) => r.id > (after ?? 0)).slice(0, 3));
  };

  it('reads each page after the last id of the one before, and stops after a short page', async () => {
    const pages: number[][] = [];
    for await (const page of pagesById(3, read)) pages.push(page.map((r) => r.id));
    expect(pages).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(reads).toEqual([undefined, 3, 6]);
  });

  it('gives the first page even when it is empty, and reads no more', async () => {
    const pages: unknown[][] = [];
    for await (const page of pagesById(3, () => Promise.resolve([] as { id: number }[])))
      pages.push(page);
    expect(pages).toEqual([[]]);
  });
});
