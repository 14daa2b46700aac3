import type { ThemeNode } from '../../../../src/contract/api';

const leaf = (id: number, name: string, active = false): ThemeNode => ({
  id,
  name,
  active,
  children: [],
});

/** Root > 2 categories > 3 themes > sub-themes; 11 and 21 are in the stored selection. */
export function sampleTree(): ThemeNode {
  return {
    id: 0,
    name: 'Racine',
    active: false,
    children: [
      {
        id: 1,
        name: 'Énergie et environnement',
        active: false,
        children: [
          {
            id: 10,
            name: 'Électricité',
            active: false,
            children: [leaf(11, 'Électricité verte', true), leaf(12, 'Bornes de recharge')],
          },
          {
            id: 20,
            name: 'Gaz',
            active: true,
            children: [leaf(21, 'Biométhane', true)],
          },
        ],
      },
      {
        id: 2,
        name: 'Télécoms et informatique',
        active: false,
        children: [
          {
            id: 30,
            name: 'Téléphonie',
            active: false,
            children: [leaf(31, 'Forfaits mobiles'), leaf(32, 'Standard téléphonique')],
          },
        ],
      },
    ],
  };
}
