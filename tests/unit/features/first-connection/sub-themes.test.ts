// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ThemeNode } from '../../../../src/contract/api';
import {
  activeSubThemeIds,
  isProfileComplete,
  subThemeCounterText,
  toggleSubTheme,
} from '../../../../src/features/first-connection/sub-themes';

const node = (
  id: number,
  name: string,
  active: boolean,
  children: ThemeNode[] = [],
): ThemeNode => ({
  id,
  name,
  active,
  children,
});

const categories: ThemeNode[] = [
  node(1, 'Énergie', false, [
    node(10, 'Électricité', false, [
      node(100, 'Électricité à prix fixe', true),
      node(101, 'Électricité verte', false),
    ]),
  ]),
  node(2, 'Télécoms', true, [node(20, 'Mobile', true, [node(200, 'Forfaits mobiles', true)])]),
];

describe('sub-theme choice', () => {
  it('starts from the sub-themes the server marks active', () => {
    expect([...activeSubThemeIds(categories)]).toEqual([100, 200]);
    expect(activeSubThemeIds([]).size).toBe(0);
  });

  it('toggles without changing the previous choice', () => {
    const before = new Set([100]);
    const added = toggleSubTheme(before, 101, true);
    expect([...added]).toEqual([100, 101]);
    expect([...toggleSubTheme(added, 100, false)]).toEqual([101]);
    expect([...before]).toEqual([100]);
  });
});

describe('counter', () => {
  it('is complete from 7 sub-themes', () => {
    expect(isProfileComplete(6)).toBe(false);
    expect(isProfileComplete(7)).toBe(true);
    expect(isProfileComplete(12)).toBe(true);
  });

  it('speaks correct French, singular up to one', () => {
    expect(subThemeCounterText(0)).toBe('0 sous-thème choisi sur 7 minimum');
    expect(subThemeCounterText(1)).toBe('1 sous-thème choisi sur 7 minimum');
    expect(subThemeCounterText(2)).toBe('2 sous-thèmes choisis sur 7 minimum');
    expect(subThemeCounterText(7)).toBe('7 sous-thèmes choisis sur 7 minimum');
  });
});
