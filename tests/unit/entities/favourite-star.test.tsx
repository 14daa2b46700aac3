import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { createQueryClient } from '../../../src/app/query-client';
import { ToastProvider } from '../../../src/components/toast';
import { favouritesKeys } from '../../../src/entities/favourites/api';
import { ADD_FAVOURITE } from '../../../src/entities/favourites/FavouriteButton';
import { OfferCard } from '../../../src/entities/offers/OfferCard';
import { ServiceCard } from '../../../src/entities/services-plus/ServiceCard';
import { favourites, offer, service, stubServer } from './favourite-fixtures';

/** The browser's idle moments, run when the test says: the first screen is long over by then. */
const idle: (() => void)[] = [];

beforeAll(() => {
  stubServer();
  onlineManager.setOnline(false);
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

afterAll(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

/** The lists' cards, as a route's page so that their links have a router. */
async function renderCards() {
  const queryClient = createQueryClient();
  queryClient.setQueryDefaults(favouritesKeys.all, { staleTime: Infinity });
  queryClient.setQueryData(favouritesKeys.all, favourites());
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <>
          <OfferCard offer={offer(3)} section="offers" />
          <OfferCard offer={offer(5, { privilege: true })} section="promotions" />
          <ServiceCard service={service(6)} />
        </>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  await screen.findAllByRole('article');
}

describe('the stars of a list’s cards', () => {
  it('hold their place until the browser is idle; then they are the stars', async () => {
    await renderCards();
    const places = document.querySelectorAll('.favourite-placeholder');
    expect(places).toHaveLength(3);
    for (const place of places) expect(place).toHaveAttribute('aria-hidden', 'true');
    // The star's code is not even asked for before the idle moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button')).toBeNull();
    expect(idle).toHaveLength(1);

    act(() => idle.forEach((task) => task()));
    expect(await screen.findAllByRole('button', { name: ADD_FAVOURITE })).toHaveLength(3);
    expect(document.querySelector('.favourite-placeholder')).toBeNull();
    // Each in its card's head, beside (never inside) the card's link.
    for (const card of screen.getAllByRole('article')) {
      const star = card.querySelector('.content-card__head > .favourite-button');
      expect(star).not.toBeNull();
      expect(card.querySelector('a')?.contains(star)).toBe(false);
    }
  });

  it('open each card’s own page: an offer’s, a promotion’s, a service’s', async () => {
    await renderCards();
    // Once idle, the stars of a list shown later come with it.
    expect(screen.getAllByRole('button', { name: ADD_FAVOURITE })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Offre 3' })).toHaveAttribute(
      'href',
      '/saving/offer/3',
    );
    expect(screen.getByRole('link', { name: 'Offre 5' })).toHaveAttribute(
      'href',
      '/saving/privilege/5',
    );
    expect(screen.getByRole('link', { name: 'Service 6' })).toHaveAttribute(
      'href',
      '/saving/service/6',
    );
  });
});
