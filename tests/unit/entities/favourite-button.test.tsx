import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { createQueryClient } from '../../../src/app/query-client';
import { ToastProvider } from '../../../src/components/toast';
import { favouritesKeys } from '../../../src/entities/favourites/api';
import {
  ADD_FAVOURITE,
  FavouriteButton,
  REMOVE_FAVOURITE,
} from '../../../src/entities/favourites/FavouriteButton';
import { OfferCard } from '../../../src/entities/offers/OfferCard';
import { dropQueuedChanges, queuedChanges } from '../../../src/lib/change-queue';
import { setDeviceUserScope } from '../../../src/lib/device-user';
import { favourites, offer, stubServer } from './favourite-fixtures';

let queryClient: QueryClient;

beforeEach(() => {
  stubServer();
  // Offline: the presses wait in the queue, nothing is sent.
  onlineManager.setOnline(false);
  queryClient = createQueryClient();
  queryClient.setQueryDefaults(favouritesKeys.all, { staleTime: Infinity });
  queryClient.setQueryData(favouritesKeys.all, favourites([offer(1)]));
  setDeviceUserScope('7');
});

afterEach(async () => {
  await dropQueuedChanges('7');
  onlineManager.setOnline(true);
  queryClient.clear();
  vi.unstubAllGlobals();
});

/** The page as a route's, so that the cards' links have a router. */
async function renderPage(page: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => page }),
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
  return router;
}

const starPath = (button: HTMLElement) => button.querySelector('path');

describe('the star', () => {
  it('says what a press does, in its name and its tooltip, and is filled for a favourite', () => {
    render(
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <FavouriteButton kind="offer" id={1} />
          <FavouriteButton kind="offer" id={2} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    const listed = screen.getByRole('button', { name: REMOVE_FAVOURITE });
    expect(listed).toHaveAttribute('type', 'button');
    expect(listed).toHaveAttribute('title', REMOVE_FAVOURITE);
    expect(starPath(listed)).toHaveAttribute('fill', 'currentColor');
    const other = screen.getByRole('button', { name: ADD_FAVOURITE });
    expect(other).toHaveAttribute('title', ADD_FAVOURITE);
    expect(starPath(other)).toHaveAttribute('fill', 'none');
  });

  it('is reached with Tab and pressed with Enter or Space', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <FavouriteButton kind="servicePlus" id={4} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: ADD_FAVOURITE })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: REMOVE_FAVOURITE })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: ADD_FAVOURITE })).toHaveFocus();
    expect(queuedChanges().map((change) => change.payload)).toEqual([
      { kind: 'servicePlus', id: 4, favourite: true },
      { kind: 'servicePlus', id: 4, favourite: false },
    ]);
  });
});

describe('the star on a card', () => {
  it('is beside the card’s link, and a press on it does not follow the link', async () => {
    const router = await renderPage(
      <OfferCard
        offer={offer(3)}
        section="offers"
        star={<FavouriteButton kind="offer" id={3} />}
      />,
    );
    const star = screen.getByRole('button', { name: ADD_FAVOURITE });
    const link = screen.getByRole('link', { name: 'Offre 3' });
    expect(link).toHaveAttribute('href', '/saving/offer/3');
    expect(link.contains(star)).toBe(false);
    expect(screen.getByRole('article', { name: 'Offre 3' })).toContainElement(star);

    await userEvent.setup().click(star);
    expect(screen.getByRole('button', { name: REMOVE_FAVOURITE })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // The link itself still opens the offer.
    await userEvent.setup().click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/saving/offer/3'));
  });
});
