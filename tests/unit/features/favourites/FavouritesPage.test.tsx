import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { createQueryClient } from '../../../../src/app/query-client';
import { ToastProvider } from '../../../../src/components/toast';
import type { Favourites, Progress } from '../../../../src/contract/api';
import { favouritesKeys } from '../../../../src/entities/favourites/api';
import { queueFavouriteChange } from '../../../../src/entities/favourites/changes';
import { offersKeys } from '../../../../src/entities/offers/api';
import { progressKeys } from '../../../../src/entities/progress/api';
import {
  FavouritesPage,
  HOW_TO_ADD,
  NO_FAVOURITE,
} from '../../../../src/features/favourites/FavouritesPage';
import { dropQueuedChanges } from '../../../../src/lib/change-queue';
import { setDeviceUserScope } from '../../../../src/lib/device-user';
import { favourites, offer, service, stubServer } from '../../entities/favourite-fixtures';

const PROGRESS: Progress = {
  numberSavingNotification: 0,
  numberSubTheme: 8,
  beneficiaryModule: false,
  emailingModule: false,
  enabledExclusiveService: true,
  exclusiveServiceName: null,
  enabledSalePermission: true,
  salePermissionName: 'Ventes privées',
  numberOfNotification: 0,
};

let queryClient: QueryClient;

beforeEach(() => {
  stubServer();
  // Today, in Paris: 27 November 2026. Only the date: the queue's timers and promises run.
  vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z'), toFake: ['Date'] });
  // Offline: a star pressed waits in the queue, nothing is sent or fetched again.
  onlineManager.setOnline(false);
  queryClient = createQueryClient();
  queryClient.setQueryData(progressKeys.all, PROGRESS);
  setDeviceUserScope('7');
});

afterEach(async () => {
  await dropQueuedChanges('7');
  onlineManager.setOnline(true);
  queryClient.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderPage(list: Favourites) {
  queryClient.setQueryData(favouritesKeys.all, list);
  const router = createRouter({
    routeTree: createRootRoute({ component: FavouritesPage }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Mes favoris' });
}

/** The page's count (the toasts' region is a status too). */
const count = () => screen.getByText(/^\d+ favoris?$/);
const cardOf = (title: string) => screen.getByRole('article', { name: title });
const starOf = (title: string) =>
  within(cardOf(title)).getByRole('button', { name: 'Retirer des favoris' });

describe('« Mes favoris »', () => {
  it('says how to add a favourite when there is none', async () => {
    await renderPage(favourites());
    expect(count()).toHaveTextContent('0 favori');
    expect(screen.getByText(NO_FAVOURITE)).toBeVisible();
    expect(screen.getByText(HOW_TO_ADD)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir les offres' })).toHaveAttribute(
      'href',
      '/saving/offer-list',
    );
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('lists the offers and promotions, then the services, each with its star and its page', async () => {
    await renderPage(
      favourites(
        [offer(1), offer(2, { privilege: true, validTo: '2026-12-01' })],
        [service(5), service(6, { type: 'SALE_PERMISSION' })],
      ),
    );
    expect(count()).toHaveTextContent('4 favoris');
    expect(screen.queryByText(NO_FAVOURITE)).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Offres et promotions',
      'Services',
    ]);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Offre 1', 'Offre 2', 'Service 5', 'Service 6']);

    expect(within(cardOf('Offre 1')).getByRole('link')).toHaveAttribute('href', '/saving/offer/1');
    expect(within(cardOf('Offre 2')).getByRole('link')).toHaveAttribute(
      'href',
      '/saving/privilege/2',
    );
    expect(within(cardOf('Service 6')).getByRole('link')).toHaveAttribute(
      'href',
      '/saving/service/6',
    );
    // Each service says its section, in the profile's words.
    expect(within(cardOf('Service 5')).getByText('Services Exclusifs')).toBeVisible();
    expect(within(cardOf('Service 6')).getByText('Ventes privées')).toBeVisible();
    // Only the promotion ending within 7 days says so.
    expect(within(cardOf('Offre 2')).getByText('Se termine bientôt')).toBeVisible();
    expect(screen.getAllByText('Se termine bientôt')).toHaveLength(1);
    for (const title of titles) expect(starOf(title!)).toBeVisible();
  });

  it('takes a card off at once when its star is pressed, and gives the focus to the next star', async () => {
    const user = userEvent.setup();
    await renderPage(favourites([offer(1), offer(2)], [service(5)]));

    await user.click(starOf('Offre 1'));
    expect(screen.queryByRole('article', { name: 'Offre 1' })).toBeNull();
    expect(count()).toHaveTextContent('2 favoris');
    expect(starOf('Offre 2')).toHaveFocus();

    // The last offer gone, its group goes too; the focus goes to the first star left.
    await user.click(starOf('Offre 2'));
    expect(screen.queryByRole('heading', { name: 'Offres et promotions' })).toBeNull();
    expect(starOf('Service 5')).toHaveFocus();

    await user.click(starOf('Service 5'));
    expect(screen.getByText(NO_FAVOURITE)).toBeVisible();
    expect(count()).toHaveFocus();
    expect(count()).toHaveAttribute('role', 'status');
  });

  it('shows first an offer starred on this device, offline, from the list the device holds', async () => {
    queryClient.setQueryData(offersKeys.list(), [offer(8), offer(9)]);
    queueFavouriteChange({ kind: 'offer', id: 9, favourite: true });
    // Starred then unstarred: not listed.
    queueFavouriteChange({ kind: 'offer', id: 8, favourite: true });
    queueFavouriteChange({ kind: 'offer', id: 8, favourite: false });
    await renderPage(favourites([offer(1)]));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Offre 9',
      'Offre 1',
    ]);
    expect(count()).toHaveTextContent('2 favoris');
  });
});
