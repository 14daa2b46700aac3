// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../../src/contract/api';
import {
  filterOffers,
  normalizeText,
  searchIndex,
  searchTokens,
} from '../../../../src/features/offers/search';

function offer(id: number, fields: Partial<Offer> = {}): Offer {
  return {
    id,
    website: `https://www.fournisseur-${id}.example`,
    title: `Offre ${id}`,
    supplierName: 'Fournisseur',
    summary: 'Résumé',
    description: 'Description',
    logoBase64: null,
    discount: '-10 %',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    subThemeIds: [],
    privilege: false,
    priceList: false,
    createdAt: '2026-01-01T08:00:00Z',
    publishedAt: '2026-01-01T08:00:00Z',
    ...fields,
  };
}

describe('normalizeText', () => {
  it('ignores accents, case, ligatures, typographic apostrophes and extra spaces', () => {
    expect(normalizeText('  Électricité   VERTE ')).toBe('electricite verte');
    expect(normalizeText('Œuvre d’art à Noël')).toBe("oeuvre d'art a noel");
    expect(normalizeText('ÇA GARÇON')).toBe('ca garcon');
  });

  it('splits a query into words, none for a blank query', () => {
    expect(searchTokens(' Gaz  Naturel ')).toEqual(['gaz', 'naturel']);
    expect(searchTokens('   ')).toEqual([]);
  });
});

describe('filterOffers', () => {
  const offers = [
    offer(1, { title: 'Électricité verte : tarif négocié', subThemeIds: [11] }),
    offer(2, { title: 'Forfaits mobiles', supplierName: 'Téléo', subThemeIds: [31] }),
    offer(3, { title: 'Carte carburant', summary: 'Économies à la pompe', subThemeIds: [41, 11] }),
  ];
  const names = new Map([
    [11, 'Électricité verte'],
    [31, 'Forfaits mobiles'],
    [41, 'Cartes carburant'],
  ]);
  const ids = (result: Offer[]) => result.map((item) => item.id);

  it('finds "Électricité" when typing "electricite", in titles and sub-theme names', () => {
    expect(
      ids(filterOffers(offers, { tokens: searchTokens('electricite'), subThemes: null }, names)),
    ).toEqual([1, 3]);
    expect(
      ids(filterOffers(offers, { tokens: searchTokens('ÉCONOMIES'), subThemes: null }, names)),
    ).toEqual([3]);
    expect(
      ids(filterOffers(offers, { tokens: searchTokens('teleo'), subThemes: null }, names)),
    ).toEqual([2]);
  });

  it('needs every word of the query', () => {
    expect(
      ids(filterOffers(offers, { tokens: searchTokens('carte pompe'), subThemes: null }, names)),
    ).toEqual([3]);
    expect(
      ids(filterOffers(offers, { tokens: searchTokens('carte mobiles'), subThemes: null }, names)),
    ).toEqual([]);
  });

  it('keeps the offers linked to one of the checked sub-themes', () => {
    expect(ids(filterOffers(offers, { tokens: [], subThemes: new Set([11]) }, names))).toEqual([
      1, 3,
    ]);
    expect(ids(filterOffers(offers, { tokens: [], subThemes: new Set([31, 41]) }, names))).toEqual([
      2, 3,
    ]);
    expect(ids(filterOffers(offers, { tokens: [], subThemes: new Set() }, names))).toEqual([]);
    expect(ids(filterOffers(offers, { tokens: [], subThemes: null }, names))).toEqual([1, 2, 3]);
    expect(
      ids(
        filterOffers(
          offers,
          { tokens: searchTokens('carburant'), subThemes: new Set([11]) },
          names,
        ),
      ),
    ).toEqual([3]);
  });

  it('normalises each list once and reuses it', () => {
    const index = searchIndex(offers, names);
    expect(searchIndex(offers, names)).toBe(index);
    expect(searchIndex(offers, new Map(names))).not.toBe(index);
  });

  it('reads no offer’s text while no word is typed', () => {
    let titlesRead = 0;
    const watched = offers.map((item) => {
      const copy = { ...item };
      Object.defineProperty(copy, 'title', {
        get: () => {
          titlesRead += 1;
          return item.title;
        },
      });
      return copy;
    });
    filterOffers(watched, { tokens: [], subThemes: new Set([11]) }, names);
    filterOffers(watched, { tokens: [], subThemes: null }, names);
    expect(titlesRead).toBe(0);
    expect(
      ids(filterOffers(watched, { tokens: searchTokens('mobiles'), subThemes: null }, names)),
    ).toEqual([2]);
    expect(titlesRead).toBe(3);
  });

  // Its speed is measured by the bench (npm run bench), not here.
  it('filters 10,000 offers by words and sub-themes', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      offer(i + 1, {
        title: i % 100 === 0 ? `Électricité n°${i}` : `Papeterie n°${i}`,
        subThemeIds: [i % 60],
      }),
    );
    const result = filterOffers(many, {
      tokens: searchTokens('electricite'),
      subThemes: new Set([0, 20, 40]),
    });
    expect(result).toHaveLength(100);
  });
});
