// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../src/lib/numbers';

describe('formatCount', () => {
  const french = new Intl.NumberFormat('fr-FR');

  it.each([0, 1, 9, 12, 999, 1000, 1234, 10_000, 99_999, 123_456, 1_000_000, 9_876_543_210])(
    'writes %i as Intl.NumberFormat("fr-FR") does',
    (count) => {
      expect(formatCount(count)).toBe(french.format(count));
    },
  );

  it('groups thousands with a narrow no-break space, never a line break', () => {
    expect(formatCount(10_000)).toBe('10\u202f000');
  });
});
