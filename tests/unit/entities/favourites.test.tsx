import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { onlineManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../../src/app/query-client';
import { ToastProvider } from '../../../src/components/toast';
import { CHANGE_REFUSED_MESSAGE } from '../../../src/components/toast/use-refused-change-toast';
import type { Favourites } from '../../../src/contract/api';
import { CHANGE_OWNER_HEADER, MAX_FAVOURITES } from '../../../src/contract/constants';
import { favouriteCount, favouritesKeys, isFavourite } from '../../../src/entities/favourites/api';
import { FAVOURITE_CHANGE } from '../../../src/entities/favourites/changes';
import {
  ADD_FAVOURITE,
  FavouriteButton,
  FAVOURITES_FULL,
  REMOVE_FAVOURITE,
} from '../../../src/entities/favourites/FavouriteButton';
import { useFavourite } from '../../../src/entities/favourites/use-favourite';
import { dropQueuedChanges, queuedChanges, sendQueuedChanges } from '../../../src/lib/change-queue';
import { setDeviceUserScope } from '../../../src/lib/device-user';
import { favourites, offer, service, stubServer, type Call } from './favourite-fixtures';

let calls: Call[];
let queryClient: QueryClient;
const patches = () => calls.filter((call) => call.method === 'PATCH');
const cachedList = () => queryClient.getQueryData<Favourites>(favouritesKeys.all);

beforeEach(() => {
  calls = stubServer();
  queryClient = createQueryClient();
  // Nothing refetches the list during a test unless a test says so.
  queryClient.setQueryDefaults(favouritesKeys.all, { staleTime: Infinity });
  setDeviceUserScope('7');
});

afterEach(async () => {
  onlineManager.setOnline(true);
  // Nothing of a test's queue reaches the next one: dropped, and the sends in progress answered.
  await dropQueuedChanges('7');
  for (const call of patches()) call.respond(200, favourites());
  await sendQueuedChanges();
  queryClient.clear();
  vi.unstubAllGlobals();
});

/** What a star shows, as a hook's user sees it. */
function Probe({ id }: { id: number }) {
  const { favourite, toggle } = useFavourite('offer', id);
  return (
    <button type="button" onClick={() => toggle()}>
      {`Offre ${id} : ${favourite ? 'favori' : 'pas favori'}`}
    </button>
  );
}

function renderWith(children: ReactNode) {
  return render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>,
  );
}

describe('what the user sees of an item', () => {
  it('is the server’s list with the changes on top, the last change of an item winning', () => {
    const list = favourites([offer(1), offer(2)], [service(5)]);
    expect(isFavourite(list, [], { kind: 'offer', id: 1 })).toBe(true);
    expect(isFavourite(list, [], { kind: 'servicePlus', id: 1 })).toBe(false);
    const changes = [
      { kind: 'offer', id: 1, favourite: false },
      { kind: 'offer', id: 3, favourite: true },
      { kind: 'offer', id: 3, favourite: false },
      { kind: 'offer', id: 1, favourite: true },
    ] as const;
    expect(isFavourite(list, changes, { kind: 'offer', id: 1 })).toBe(true);
    expect(isFavourite(list, changes, { kind: 'offer', id: 3 })).toBe(false);
    expect(isFavourite(list, changes.slice(0, 2), { kind: 'offer', id: 3 })).toBe(true);
    expect(isFavourite(undefined, [], { kind: 'offer', id: 1 })).toBe(false);
    expect(favouriteCount(list, changes.slice(0, 2))).toBe(3);
  });
});

describe('a star pressed', () => {
  it('added then removed offline is not a favourite; both go, in order, once online', async () => {
    queryClient.setQueryData(favouritesKeys.all, favourites());
    onlineManager.setOnline(false);
    renderWith(<Probe id={3} />);
    // No await: the press shows in the render it causes.
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Offre 3 : favori');
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Offre 3 : pas favori');
    expect(queuedChanges().map((change) => change.payload)).toEqual([
      { kind: 'offer', id: 3, favourite: true },
      { kind: 'offer', id: 3, favourite: false },
    ]);
    await sendQueuedChanges();
    expect(patches()).toHaveLength(0);

    onlineManager.setOnline(true);
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]).toMatchObject({
      url: '/fo/user/favourites',
      body: { kind: 'offer', id: 3, favourite: true, operationId: queuedChanges()[0]?.id },
      headers: { [CHANGE_OWNER_HEADER]: '7' },
    });
    patches()[0]?.respond(200, favourites([offer(3)]));
    await waitFor(() => expect(patches()).toHaveLength(2));
    // The first answer is not the list to show: the removal still waits.
    expect(cachedList()).toEqual(favourites());
    expect(screen.getByRole('button')).toHaveTextContent('Offre 3 : pas favori');

    expect(patches()[1]?.body).toMatchObject({ kind: 'offer', id: 3, favourite: false });
    // The last answer is: it replaces the cached list (a service added on another device).
    patches()[1]?.respond(200, favourites([], [service(9)]));
    await waitFor(() => expect(queuedChanges()).toEqual([]));
    expect(cachedList()).toEqual(favourites([], [service(9)]));
    expect(screen.getByRole('button')).toHaveTextContent('Offre 3 : pas favori');
  });

  it('keeps the star while its change leaves the queue, then shows the server’s list', async () => {
    queryClient.setQueryData(favouritesKeys.all, favourites());
    renderWith(<Probe id={4} />);
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(patches()).toHaveLength(1));
    patches()[0]?.respond(200, favourites([offer(4), offer(8)]));
    await waitFor(() => expect(queuedChanges()).toEqual([]));
    expect(screen.getByRole('button')).toHaveTextContent('Offre 4 : favori');
    expect(cachedList()?.offers.map((item) => item.id)).toEqual([4, 8]);
  });

  it('undoes a change the server refuses, and says so once however many stars show it', async () => {
    queryClient.setQueryData(favouritesKeys.all, favourites());
    renderWith(
      <>
        <FavouriteButton kind="offer" id={6} />
        <FavouriteButton kind="offer" id={6} />
      </>,
    );
    fireEvent.click(screen.getAllByRole('button', { name: ADD_FAVOURITE })[0]!);
    expect(screen.getAllByRole('button', { name: REMOVE_FAVOURITE })).toHaveLength(2);
    await waitFor(() => expect(patches()).toHaveLength(1));
    patches()[0]?.respond(404, { message: 'Offre introuvable.' });

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(CHANGE_REFUSED_MESSAGE),
    );
    expect(screen.getAllByText(CHANGE_REFUSED_MESSAGE)).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: ADD_FAVOURITE })).toHaveLength(2);
    expect(queuedChanges().filter((change) => change.kind === FAVOURITE_CHANGE)).toEqual([]);
    // The server's list is asked again: it says what holds now.
    expect(queryClient.getQueryState(favouritesKeys.all)?.isInvalidated).toBe(true);
  });

  it(`adds nothing beyond ${MAX_FAVOURITES} favourites, and says why; removing still works`, () => {
    const full = Array.from({ length: MAX_FAVOURITES }, (_, index) => offer(index + 1));
    queryClient.setQueryData(favouritesKeys.all, favourites(full));
    renderWith(
      <>
        <FavouriteButton kind="servicePlus" id={1} />
        <FavouriteButton kind="offer" id={1} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: ADD_FAVOURITE }));
    expect(screen.getByRole('alert')).toHaveTextContent(FAVOURITES_FULL);
    expect(screen.getByRole('button', { name: ADD_FAVOURITE })).toBeInTheDocument();
    expect(queuedChanges()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: REMOVE_FAVOURITE }));
    expect(queuedChanges().map((change) => change.payload)).toEqual([
      { kind: 'offer', id: 1, favourite: false },
    ]);
    // One place freed: the service may come in.
    fireEvent.click(screen.getAllByRole('button', { name: ADD_FAVOURITE })[0]!);
    expect(queuedChanges()).toHaveLength(2);
  });
});
