import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { makeAvailableOffline, type OfflineProgress } from '../../../src/app/offline/offline-plan';

const OFFERS = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, priceList: i % 3 === 0 }));
/** The answers of a network agency's account: offers, no promotion, no service, no news. */
function answerOf(path: string): unknown {
  if (path === '/fo/user/progress')
    return { enabledExclusiveService: false, enabledSalePermission: false };
  if (path === '/fo/offer/user/offers') return OFFERS;
  if (path === '/fo/offer/user/offers/privilege') return [];
  if (path === '/fo/user/favourites') return { offers: [OFFERS[2]], servicesPlus: [] };
  if (path === '/fo/user/seenMarks')
    return {
      offers: '2026-03-01T10:00:00.000Z',
      promotions: '2026-03-01T10:00:00.000Z',
      news: null,
    };
  if (/\/count/.test(path)) return 0;
  if (/^\/fo\/offer\/\d+$/.test(path)) return OFFERS.find((o) => path.endsWith(`/${o.id}`));
  return [];
}

/** A server whose detail requests take a moment each, counting how many are in flight at once. */
function slowServer(failing: string) {
  let inFlight = 0;
  let mostInFlight = 0;
  const fetch = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    const detail = /^\/(fo\/offer\/\d+|document\/)/.test(path);
    if (detail) mostInFlight = Math.max(mostInFlight, ++inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (detail) inFlight -= 1;
    if (path === failing) return new Response('{"message":"Erreur"}', { status: 500 });
    if (path.startsWith('/document/'))
      return new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    return Response.json(answerOf(path));
  });
  return { fetch, mostInFlight: () => mostInFlight };
}

describe('makeAvailableOffline', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches every detail and price list a few at a time, reports each step and counts failures', async () => {
    const server = slowServer('/fo/offer/5/linkedSubTheme');
    vi.stubGlobal('fetch', server.fetch);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const steps: OfflineProgress[] = [];

    const failures = await makeAvailableOffline(queryClient, 'NETWORK', (step) => steps.push(step));

    expect(failures).toBe(1);
    const priceLists = OFFERS.filter((offer) => offer.priceList).length;
    // The progress, 11 lists and the frame (the seen marks and the favourites included), then
    // each offer's detail and sub-themes, its price list.
    const total = 1 + 11 + OFFERS.length * 2 + priceLists;
    expect(steps.at(-1)).toEqual({ done: total, total });
    expect(steps.map((step) => step.done)).toEqual(
      [...steps.map((step) => step.done)].sort((a, b) => a - b),
    );
    expect(server.mostInFlight()).toBe(4);
    expect(queryClient.getQueryData(['offers', 'detail', 12])).toEqual(OFFERS[11]);
    expect(queryClient.getQueryData(['seen-marks'])).toMatchObject({ news: null });
    expect(queryClient.getQueryData(['favourites'])).toEqual({
      offers: [OFFERS[2]],
      servicesPlus: [],
    });
    expect(
      server.fetch.mock.calls.filter(([url]) => String(url).includes('/priceList/download')),
    ).toHaveLength(priceLists);
  });
});
