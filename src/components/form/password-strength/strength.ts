/**
 * The new-password check the PWA shares with the server, loaded on first use: whether a password
 * is in the lists the server refuses, and how strong it is. The engine (evaluator.ts) is a lazy
 * chunk, fetched once per page; the forms' schemas use it through `uncommonPassword`
 * (french-fields.ts).
 */
import type { Evaluator } from './evaluator';

let evaluator: Promise<Evaluator> | undefined;

/** The engine, loaded once; a failed load (offline) is tried again next time. */
export function loadEvaluator(): Promise<Evaluator> {
  evaluator ??= import('./evaluator')
    .then((module) => module.createEvaluator())
    .catch((error: unknown) => {
      evaluator = undefined;
      throw error;
    });
  return evaluator;
}
