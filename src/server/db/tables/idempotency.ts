/**
 * An Idempotency-Key a client sent to a route (decisions 036, 130), kept with its answer in the
 * transaction that saved what it protects. `status` and `answer` are null only in a row left by a
 * call from before decision 130, which the next call with the key takes over.
 */
export interface IdempotencyKeysTable {
  /** The route's path, e.g. "/tms/saveQuote". */
  route: string;
  /** The client's address, as the server took it from the connection. */
  client: string;
  key: string;
  /** SHA-256 of the request body, hex: a key sent again with another body is refused. */
  body_hash: string;
  status: number | null;
  /** The first answer's JSON body. */
  answer: string | null;
  /** Milliseconds since 1970 when the key was kept. */
  claimed_at: number | string;
  /** Milliseconds since 1970 after which the key is forgotten. */
  expires_at: number | string;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeysTable;
}
