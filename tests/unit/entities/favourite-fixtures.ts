import { vi } from 'vitest';
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

export interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  respond: (status: number, body: unknown) => void;
}

/** A server whose every answer the test gives, call by call. */
export function stubServer(): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve) => {
          calls.push({
            method: init.method ?? 'GET',
            url,
            headers: init.headers as Record<string, string>,
            body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
            respond: (status, body) =>
              resolve(
                new Response(JSON.stringify(body), {
                  status,
                  headers: { 'content-type': 'application/json' },
                }),
              ),
          });
        }),
    ),
  );
  return calls;
}
