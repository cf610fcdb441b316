import 'server-only';

// Calls that arrive while the database is busy with the previous batch wait for it, then go
// together as one batch (one statement, or one transaction of a few). Under load a dozen calls
// share the round trips one would make alone; with nothing in flight a call goes on the next turn
// of the event loop, with the calls of that turn (requests read together).

type Waiting<T, R> = { item: T; resolve: (result: R) => void; reject: (err: unknown) => void };

export type BatchOptions<T, R> = {
  /** Most items in one batch (keeps a statement's parameters well under both databases' limits). */
  maxBatch: number;
  /**
   * Do a batch: one outcome per item, in the order of `items`. A rejection rejects every item of
   * the batch; an item that must fail alone is given a rejected outcome of its own.
   */
  run: (items: T[]) => Promise<PromiseSettledResult<R>[]>;
};

/** A function that does one item as part of the next batch and resolves with its outcome. */
export function batched<T, R>(options: BatchOptions<T, R>): (item: T) => Promise<R> {
  let queue: Waiting<T, R>[] = [];
  let busy = false;

  async function run(batch: Waiting<T, R>[]): Promise<void> {
    const outcomes = await options.run(batch.map((w) => w.item));
    batch.forEach((w, i) => {
      const outcome = outcomes[i];
      if (!outcome) w.reject(new Error('the batch gave no outcome for this item'));
      else if (outcome.status === 'fulfilled') w.resolve(outcome.value);
      else w.reject(outcome.reason);
    });
  }

  function flush(): void {
    if (busy || queue.length === 0) return;
    busy = true;
    const batch = queue.slice(0, options.maxBatch);
    queue = queue.slice(batch.length);
    run(batch)
      .catch((err: unknown) => batch.forEach((w) => w.reject(err)))
      .finally(() => {
        busy = false;
        if (queue.length > 0) setImmediate(flush);
      });
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!busy && queue.length === 1) setImmediate(flush);
    });
}
