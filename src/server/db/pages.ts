import { setImmediate } from 'node:timers/promises';

/**
 * Rows read a page at a time by id, for work over many rows that must not hold the server up
 * (an export, a preview): `read(after)` answers the page after the id `after` (undefined for the
 * first), in id order, either way; the event loop takes its turn between two pages. Ends after a
 * page shorter than `size`; the first page is always given, empty or not.
 */
export async function* pagesById<Row extends { id: number | string }>(
  size: number,
  read: (after: number | undefined) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let after: number | undefined;
  for (;;) {
    const page = await read(after);
    yield page;
    if (page.length < size) return;
    after = Number(page[page.length - 1]!.id);
    await setImmediate();
  }
}
