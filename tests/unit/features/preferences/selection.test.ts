import { describe, expect, it } from 'vitest';
import {
  applyChange,
  completionText,
  counterText,
  planChange,
  withSelection,
} from '../../../../src/features/preferences/selection';
import { indexThemeTree } from '../../../../src/features/theme-filter/tree';
import { sampleTree } from '../theme-filter/fixtures';

const ORDER = [11, 12, 21, 31, 32];

describe('planChange', () => {
  it('sends nothing when the selection does not change', () => {
    expect(planChange(new Set([11, 21]), new Set([21, 11]), ORDER)).toBeNull();
  });

  it('uses a DELETE to uncheck a single sub-theme', () => {
    expect(planChange(new Set([11, 21]), new Set([21]), ORDER)).toEqual({
      kind: 'remove',
      subThemeId: 11,
    });
  });

  it('sends the whole selection, in tree order, for anything else', () => {
    expect(planChange(new Set([21]), new Set([32, 21, 11]), ORDER)).toEqual({
      kind: 'replace',
      subThemeIds: [11, 21, 32],
    });
    // Unchecking a whole theme removes several at once: one idempotent request.
    expect(planChange(new Set([11, 12, 21]), new Set([21]), ORDER)).toEqual({
      kind: 'replace',
      subThemeIds: [21],
    });
    expect(planChange(new Set([11, 21]), new Set(), ORDER)).toEqual({
      kind: 'replace',
      subThemeIds: [],
    });
  });
});

describe('applyChange', () => {
  it('replaces the selection or removes one id, without touching its input', () => {
    const before = new Set([11, 21]);
    expect([...applyChange(before, { kind: 'replace', subThemeIds: [31, 32] })]).toEqual([31, 32]);
    expect([...applyChange(before, { kind: 'remove', subThemeId: 11 })]).toEqual([21]);
    expect([...applyChange(before, { kind: 'remove', subThemeId: 99 })]).toEqual([11, 21]);
    expect([...before]).toEqual([11, 21]);
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
