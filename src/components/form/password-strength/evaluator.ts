/**
 * The strength meter's engine, a chunk of its own loaded on demand (strength.ts): zxcvbn-ts with
 * the same common and French lists the server refuses (src/contract/common-passwords.ts). Several
 * megabytes of words, so only the new-password fields ever load it, never a first screen
 * (docs/first-screen.md).
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { loadCommonPasswords, loadPasswordDictionaries } from '../../../contract/common-passwords';
import type { StrengthLevel } from './levels';

export interface Evaluator {
  /** Whether the server would refuse it: the exact text is in one of the lists. */
  isCommon(password: string): boolean;
  level(password: string): StrengthLevel;
}

export async function createEvaluator(): Promise<Evaluator> {
  const [{ common, french }, words] = await Promise.all([
    loadPasswordDictionaries(),
    loadCommonPasswords(),
  ]);
  const listed = new Set(words);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...french.dictionary },
    graphs: common.adjacencyGraphs,
    translations: french.translations,
  });
  return {
    isCommon: (password) => listed.has(password),
    level(password) {
      if (listed.has(password)) return 'common';
      const { score } = zxcvbn.check(password);
      return score >= 3 ? 'strong' : score === 2 ? 'medium' : 'weak';
    },
  };
}
