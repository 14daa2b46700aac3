// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  checkState,
  countSelected,
  defaultSelection,
  indexThemeTree,
  orderedIds,
  setChecked,
  subThemeIdsOf,
  toggleSubTheme,
  toggleTheme,
} from '../../../../src/entities/theme-tree/tree';
import {
  decodeSubThemes,
  encodeSubThemes,
  readSubThemesParam,
} from '../../../../src/features/theme-filter/selection-param';
import { sampleTree } from './fixtures';

describe('indexThemeTree', () => {
  it('reads the sub-themes, the stored selection and the names in tree order', () => {
    const index = indexThemeTree(sampleTree());
    expect(index.categories.map((category) => category.name)).toEqual([
      'Énergie et environnement',
      'Télécoms et informatique',
    ]);
    expect(index.allIds).toEqual([11, 12, 21, 31, 32]);
    expect(index.storedIds).toEqual([11, 21]);
    expect(index.subThemeNames.get(21)).toBe('Biométhane');
  });

  it('defaults to the stored selection, or to everything when nothing is stored', () => {
    const tree = sampleTree();
    expect(defaultSelection(indexThemeTree(tree))).toEqual([11, 21]);
    const cleared = JSON.parse(JSON.stringify(tree).replaceAll('"active":true', '"active":false'));
    expect(defaultSelection(indexThemeTree(cleared))).toEqual([11, 12, 21, 31, 32]);
  });
});

describe('check and uncheck', () => {
  const tree = sampleTree();
  const electricity = tree.children[0]!.children[0]!;

  it('gives the state of a theme from its sub-themes', () => {
    const ids = subThemeIdsOf(electricity);
    expect(ids).toEqual([11, 12]);
    expect(checkState(ids, new Set())).toBe('unchecked');
    expect(checkState(ids, new Set([11]))).toBe('mixed');
    expect(checkState(ids, new Set([11, 12, 99]))).toBe('checked');
    expect(countSelected(ids, new Set([12, 31]))).toBe(1);
  });

  it('toggles one sub-theme without touching its input', () => {
    const selected = new Set([11]);
    expect([...toggleSubTheme(selected, 12)]).toEqual([11, 12]);
    expect([...toggleSubTheme(selected, 11)]).toEqual([]);
    expect([...selected]).toEqual([11]);
  });

  it('checks a whole theme when it is unchecked or mixed, unchecks it when full', () => {
    expect([...toggleTheme(new Set([31]), electricity)].sort()).toEqual([11, 12, 31]);
    expect([...toggleTheme(new Set([11]), electricity)].sort()).toEqual([11, 12]);
    expect([...toggleTheme(new Set([11, 12, 31]), electricity)]).toEqual([31]);
  });

  it('sets many ids at once', () => {
    expect([...setChecked(new Set([11]), [21, 31], true)]).toEqual([11, 21, 31]);
    expect([...setChecked(new Set([11, 21]), [21, 31], false)]).toEqual([11]);
  });

  it('orders a selection as the tree does and drops unknown ids', () => {
    const index = indexThemeTree(tree);
    expect(orderedIds([32, 11, 999, 21, 11], index)).toEqual([11, 21, 32]);
  });
});

describe('the sub URL parameter', () => {
  it('round-trips lists, a single id and the empty selection', () => {
    expect(encodeSubThemes([11, 21, 32])).toBe('11,21,32');
    expect(encodeSubThemes([11])).toBe(11);
    expect(encodeSubThemes([])).toBe('');
    expect(decodeSubThemes('11,21,32')).toEqual([11, 21, 32]);
    expect(decodeSubThemes(11)).toEqual([11]);
    expect(decodeSubThemes('')).toEqual([]);
    expect(decodeSubThemes(undefined)).toBeUndefined();
  });

  it('rejects anything that is not a list of ids', () => {
    expect(readSubThemesParam('11,abc')).toBeUndefined();
    expect(readSubThemesParam('11,,12')).toBeUndefined();
    expect(readSubThemesParam(-3)).toBeUndefined();
    expect(readSubThemesParam(2.5)).toBeUndefined();
    expect(readSubThemesParam(['4'])).toBeUndefined();
    expect(readSubThemesParam('4,5')).toBe('4,5');
    expect(readSubThemesParam(12)).toBe(12);
    expect(readSubThemesParam('')).toBe('');
  });
});
