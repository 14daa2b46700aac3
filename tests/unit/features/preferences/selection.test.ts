// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applyDelta,
  completionText,
  counterText,
  planDelta,
  withSelection,
} from '../../../../src/features/preferences/selection';
import { indexThemeTree } from '../../../../src/entities/theme-tree/tree';
import { sampleTree } from '../theme-filter/fixtures';

const ORDER = [11, 12, 21, 31, 32];

describe('planDelta', () => {
  it('sends nothing when the selection does not change', () => {
    expect(planDelta(new Set([11, 21]), new Set([21, 11]), ORDER)).toBeNull();
  });

  it('names only what changes, in tree order', () => {
    expect(planDelta(new Set([11, 21]), new Set([21]), ORDER)).toEqual({ add: [], remove: [11] });
    expect(planDelta(new Set([21]), new Set([32, 21, 11]), ORDER)).toEqual({
      add: [11, 32],
      remove: [],
    });
    // Unchecking a whole theme while checking another: one change.
    expect(planDelta(new Set([11, 12, 21]), new Set([21, 31]), ORDER)).toEqual({
      add: [31],
      remove: [11, 12],
    });
    expect(planDelta(new Set([11, 21]), new Set(), ORDER)).toEqual({ add: [], remove: [11, 21] });
  });
});

describe('applyDelta', () => {
  it('adds and removes on top of the selection, without touching its input', () => {
    const before = new Set([11, 21]);
    expect([...applyDelta(before, { add: [31, 32], remove: [11] })]).toEqual([21, 31, 32]);
    expect([...applyDelta(before, { add: [], remove: [99] })]).toEqual([11, 21]);
    expect([...before]).toEqual([11, 21]);
  });

  it('composes: two changes made apart both stand, applied twice or not', () => {
    const first = { add: [12], remove: [] };
    const second = { add: [31], remove: [21] };
    const once = applyDelta(applyDelta(new Set([11, 21]), first), second);
    expect([...once].sort()).toEqual([11, 12, 31]);
    expect([...applyDelta(applyDelta(once, first), second)].sort()).toEqual([11, 12, 31]);
  });
});

describe('withSelection', () => {
  it('marks sub-themes, and the parents whose sub-themes are all chosen, as the server does', () => {
    const tree = withSelection(sampleTree(), new Set([31, 32, 12]));
    const [energy, telecom] = tree.children;
    expect(indexThemeTree(tree).storedIds).toEqual([12, 31, 32]);
    expect(energy?.active).toBe(false);
    expect(energy?.children.map((theme) => theme.active)).toEqual([false, false]);
    expect(telecom?.active).toBe(true);
    expect(telecom?.children[0]?.active).toBe(true);
    expect(tree.active).toBe(false);
    expect(withSelection(sampleTree(), new Set(ORDER)).active).toBe(true);
  });

  it('never marks an empty theme, even when a sub-theme shares its id', () => {
    const root = sampleTree();
    root.children[1]?.children.push({ id: 11, name: 'Thème vide', active: false, children: [] });
    const tree = withSelection(root, new Set([11]));
    expect(tree.children[1]?.children[1]?.active).toBe(false);
  });
});

describe('texts', () => {
  it('counts the chosen sub-themes against the minimum of 7', () => {
    expect(counterText(0)).toBe('0 sous-thème choisi (7 minimum)');
    expect(counterText(1)).toBe('1 sous-thème choisi (7 minimum)');
    expect(counterText(7)).toBe('7 sous-thèmes choisis (7 minimum)');
  });

  it('says what is missing for a complete profile', () => {
    expect(completionText(3)).toBe('Encore 4 sous-thèmes à choisir pour compléter votre profil.');
    expect(completionText(6)).toBe('Encore 1 sous-thème à choisir pour compléter votre profil.');
    expect(completionText(7)).toBe('Votre profil est complet.');
    expect(completionText(12)).toBe('Votre profil est complet.');
  });
});
