import type { Favourites, Offer, ServicePlus } from '../../../src/contract/api';

/** An offer as the lists give it; a promotion with `privilege`. */
export function offer(id: number, overrides: Partial<Offer> = {}): Offer {
  return {
    id,
    website: `https://fournisseur-${id}.example.fr`,
    title: `Offre ${id}`,
    supplierName: `Fournisseur ${id}`,
    summary: `Résumé de l’offre ${id}.`,
    description: `Description de l’offre ${id}.`,
    logoBase64: null,
    discount: '-10 %',
    validFrom: '2026-01-01',
    validTo: '2027-12-31',
    subThemeIds: [],
    privilege: false,
    priceList: false,
    createdAt: '2026-01-01T10:00:00.000Z',
    publishedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function service(id: number, overrides: Partial<ServicePlus> = {}): ServicePlus {
  return {
    id,
    website: `https://service-${id}.example.fr`,
    type: 'EXCLUSIVE_SERVICE',
    title: `Service ${id}`,
    summary: `Résumé du service ${id}.`,
    description: `Description du service ${id}.`,
    logoBase64: null,
    ...overrides,
  };
}

export const favourites = (offers: Offer[] = [], servicesPlus: ServicePlus[] = []): Favourites => ({
  offers,
  servicesPlus,
});

export { stubServer, type Call } from '../support/stub-server';
