import 'server-only';
import { batched } from './batch';
import { database } from './client';
import type { Db } from './client';

// Group commit: saves that arrive while one is being committed wait for it, then are written
// together, in one transaction of a few multi-row inserts, instead of one transaction each. A
// save's cost was mostly the transaction around its rows (BEGIN, a statement per table, COMMIT:
// on PostgreSQL a round trip each), and under load a dozen saves share it. Nothing is answered
// before its rows are committed, and one save's failure is never another's: a group that fails
// is undone as a whole and each of its saves is then made alone, in its own transaction, where
// it succeeds or fails by itself.

export type GroupCommitOptions<T, R> = {
  /** Most saves in one transaction (keeps a statement's parameters well under both limits). */
  maxGroup: number;
  /**
   * Write a group of two or more, all or nothing (in a transaction, or in one statement, which the
   * database makes atomic by itself), the results in the order of `items`; throw once nothing of
   * the group is kept (each save is then made alone).
   */
  together: (db: Db, items: T[]) => Promise<R[]>;
  /** Make one save in a transaction of its own: a save on its own, or after its group failed. */
  alone: (item: T) => Promise<R>;
};

/**
 * A function that saves one item and resolves once it is committed. A call made while no group is
 * being written starts one on the next turn of the event loop, so the calls of one turn (requests
 * read together) go together; calls made while a group is being written form the next group.
 */
export function groupCommit<T, R>(options: GroupCommitOptions<T, R>): (item: T) => Promise<R> {
  const eachAlone = (items: T[]) => Promise.allSettled(items.map((item) => options.alone(item)));
  return batched<T, R>({
    maxBatch: options.maxGroup,
    async run(items) {
      if (items.length === 1) return eachAlone(items);
      let results: R[];
      try {
        results = await options.together(await database(), items);
      } catch {
        // Undone as a whole: each save is made again by itself, and fails by itself if it must.
        return eachAlone(items);
      }
      return results.map((value) => ({ status: 'fulfilled', value }));
    },
  });
}
