import { useEffect, useState } from 'react';
import type { StrengthLevel } from './levels';
import { loadEvaluator } from './strength';

/**
 * The strength of `password`, null while it is empty or the engine is loading. The last level
 * stays while the next is computed, so that the meter does not blink between keystrokes.
 */
export function usePasswordStrength(password: string): StrengthLevel | null {
  const [level, setLevel] = useState<StrengthLevel | null>(null);
  useEffect(() => {
    if (password === '') return;
    let current = true;
    loadEvaluator().then(
      (evaluator) => {
        if (current) setLevel(evaluator.level(password));
      },
      // Offline before the engine was loaded: no meter; the server still checks.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [password]);
  return password === '' ? null : level;
}
