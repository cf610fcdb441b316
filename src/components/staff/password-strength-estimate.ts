// The strength estimate behind the console's password meter: zxcvbn-ts with its common-password
// list and keyboard patterns (the list the server refuses from, decision 119). Loaded only when
// someone types a new password, so no console page carries it from the start.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

let factory: ZxcvbnFactory | undefined;

/** 0 (guessed at once) to 4 (very hard to guess). */
export function strengthOf(password: string): 0 | 1 | 2 | 3 | 4 {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return factory.check(password).score;
}
