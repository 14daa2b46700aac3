// @vitest-environment node
/**
 * The pure logic of « Thèmes » and « Journal »: the tree's view (places among siblings, what hides
 * a node from customers, French counts) and the journal's field-by-field comparison.
 */
import { describe, expect, it } from 'vitest';
import type { BoThemeTree } from '../../../src/contract/back-office/schemas/theme-tree';
import { countsText, stateText, treeView } from '../../../src/back-office/sections/theme-tree/tree';
import {
  EMPTY_VALUE,
  compareEntry,
  readableValue,
} from '../../../src/back-office/sections/audit/comparison';

const leaf = (id: number, name: string, active = true, position = 0) => ({
  id,
  name,
  position,
  active,
  offerCount: id,
  userCount: 1,
});

const TREE: BoThemeTree = [
  {
    id: 1,
    name: 'Énergie',
    position: 0,
    active: true,
    themes: [
      {
        id: 10,
        name: 'Gaz',
        position: 0,
        active: false,
        subThemes: [leaf(100, 'Biométhane'), leaf(101, 'Propane', false, 1)],
      },
      { id: 11, name: 'Électricité', position: 1, active: true, subThemes: [leaf(102, 'Verte')] },
    ],
  },
  {
    id: 2,
    name: 'Mobilité',
    position: 1,
    active: false,
    themes: [{ id: 12, name: 'Vélos', position: 0, active: true, subThemes: [leaf(103, 'Cargo')] }],
  },
];

describe('the theme tree’s view', () => {
  const [energy, mobility] = treeView(TREE);

  it('knows each node’s place among its siblings', () => {
    expect(energy).toMatchObject({ level: 'category', index: 0, siblingCount: 2 });
    expect(energy!.children.map((theme) => [theme.index, theme.siblingCount])).toEqual([
      [0, 2],
      [1, 2],
    ]);
    const [biomethane, propane] = energy!.children[0]!.children;
    expect(biomethane).toMatchObject({ level: 'sub-theme', index: 0, siblingCount: 2 });
    expect(propane).toMatchObject({ index: 1, counts: { offers: 101, users: 1 } });
  });

  it('says what hides an active node: its own state first, else its nearest hidden ancestor', () => {
    const [gas, electricity] = energy!.children;
    expect(stateText(gas!)).toBe('désactivé');
    expect(stateText(gas!.children[0]!)).toBe('masqué : thème désactivé');
    expect(stateText(gas!.children[1]!)).toBe('désactivé');
    expect(stateText(electricity!)).toBeNull();
    expect(stateText(electricity!.children[0]!)).toBeNull();
    expect(stateText(mobility!)).toBe('désactivée');
    expect(stateText(mobility!.children[0]!)).toBe('masqué : catégorie désactivée');
    expect(stateText(mobility!.children[0]!.children[0]!)).toBe('masqué : catégorie désactivée');
  });

  it('counts in French: 0 and 1 take the singular', () => {
    expect(countsText({ offers: 0, users: 1 })).toBe('0 offre · 1 utilisateur');
    expect(countsText({ offers: 2, users: 12 })).toBe('2 offres · 12 utilisateurs');
  });
});

describe('the journal’s comparison', () => {
  it('lists each field once, known ones first, with readable values and what changed', () => {
    const fields = compareEntry(
      { id: 7, level: 'sub-theme', name: 'Agendas', position: 4, active: true, parentId: 3 },
      { id: 7, level: 'sub-theme', name: 'Agendas 2027', position: 3, active: false, parentId: 3 },
    );
    expect(fields.map((field) => [field.label, field.before, field.after, field.changed])).toEqual([
      ['Nom', 'Agendas', 'Agendas 2027', true],
      ['Actif', 'Oui', 'Non', true],
      ['Place', '5', '4', true],
      ['Niveau', 'Sous-thème', 'Sous-thème', false],
      ['Parent (identifiant)', '3', '3', false],
      ['Identifiant', '7', '7', false],
    ]);
  });

  it('shows a creation, nested objects, lists and unknown fields', () => {
    const fields = compareEntry(null, {
      title: 'Offre',
      status: 'published',
      visibleRoles: ['PRO', 'AGENCY'],
      subThemeIds: [],
      logo: { size: 1200 },
      zeta: null,
    });
    expect(fields.map((field) => [field.label, field.before, field.after])).toEqual([
      ['Titre', EMPTY_VALUE, 'Offre'],
      ['Rôles qui la voient', EMPTY_VALUE, 'PRO, AGENCY'],
      ['Sous-thèmes (identifiants)', EMPTY_VALUE, EMPTY_VALUE],
      ['Statut', EMPTY_VALUE, 'Publié'],
      ['logo.size', EMPTY_VALUE, '1200'],
      ['zeta', EMPTY_VALUE, EMPTY_VALUE],
    ]);
    expect(compareEntry(null, null)).toEqual([]);
    expect(compareEntry('avant', 'après')).toEqual([
      { path: 'valeur', label: 'valeur', before: 'avant', after: 'après', changed: true },
    ]);
  });

  it('reads values as French text', () => {
    expect(readableValue(false)).toBe('Non');
    expect(readableValue('')).toBe(EMPTY_VALUE);
    expect(readableValue([{ a: 1 }])).toBe('[{"a":1}]');
  });
});
