import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../../src/app/query-client';
import type { SeenMarks, ThemeNode, User } from '../../../src/contract/api';
import { CHANGE_OWNER_HEADER } from '../../../src/contract/constants';
import { NewBadge } from '../../../src/components/content/NewBadge';
import { progressKeys } from '../../../src/entities/progress/api';
import { sessionKeys } from '../../../src/entities/session/api';
import { themeTreeKeys } from '../../../src/entities/theme-tree/api';
import {
  fetchSeenMarksAtLogin,
  newItemsHoldingBack,
  seenUpTo,
  withSeenUpTo,
  type SeenItem,
} from '../../../src/entities/seen-marks/api';
import { seenMarksKeys } from '../../../src/entities/seen-marks/query';
import { markSeen, SEEN_MARK_CHANGE } from '../../../src/entities/seen-marks/changes';
import {
  FollowSeenSection,
  provideSeenSectionFollower,
  setFoundMark,
  useNewSince,
} from '../../../src/entities/seen-marks/FollowSeenSection';
import { newFirst, useNewFirst } from '../../../src/entities/seen-marks/new-first';
import { SeenSection } from '../../../src/entities/seen-marks/SeenSection';
import { dropQueuedChanges, queuedChanges, sendQueuedChanges } from '../../../src/lib/change-queue';
import { queuedChangeCount } from '../../../src/lib/queued-change-count';
import { setDeviceUserScope } from '../../../src/lib/device-user';
import { stubServer, type Call } from '../support/stub-server';

const MARKS: SeenMarks = {
  offers: '2026-03-01T10:00:00.000Z',
  promotions: '2026-03-01T10:00:00.000Z',
  news: '2026-03-01T10:00:00.000Z',
};

let calls: Call[];
let queryClient: QueryClient;
const puts = () => calls.filter((call) => call.method === 'PUT');
const markReads = () =>
  calls.filter((call) => call.method === 'GET' && call.url === '/fo/user/seenMarks');

beforeEach(() => {
  calls = stubServer();
  queryClient = createQueryClient();
  setDeviceUserScope('7');
});

afterEach(async () => {
  await dropQueuedChanges('7');
  for (const call of puts()) call.respond(200, MARKS);
  await sendQueuedChanges();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the marks’ pure rules', () => {
  it('moves a mark forward only', () => {
    expect(withSeenUpTo(MARKS, 'offers', '2026-03-02T00:00:00.000Z').offers).toBe(
      '2026-03-02T00:00:00.000Z',
    );
    expect(withSeenUpTo(MARKS, 'offers', '2026-02-01T00:00:00.000Z')).toBe(MARKS);
    expect(withSeenUpTo({ ...MARKS, news: null }, 'news', MARKS.offers).news).toBe(MARKS.offers);
  });

  it('puts the new items first, the oldest first, and leaves the others in their order', () => {
    const since = Date.parse('2026-03-01T10:00:00.000Z');
    const items = [
      { title: 'Assurance', publishedAt: '2026-02-20T10:00:00.000Z' },
      { title: 'Bureautique', publishedAt: '2026-03-06T10:00:00.000Z' },
      { title: 'Carburant', publishedAt: '2026-01-02T10:00:00.000Z' },
      { title: 'Électricité', publishedAt: '2026-03-01T12:30:00+02:00' }, // 10:30 UTC: new
      { title: 'Fibre', publishedAt: '2026-03-01T10:00:00.000Z' }, // the mark itself: seen
    ];
    expect(newFirst(items, since).map((item) => item.title)).toEqual([
      'Électricité',
      'Bureautique',
      'Assurance',
      'Carburant',
      'Fibre',
    ]);
    // Nothing new, no mark known (NaN) or none found yet (Infinity): the list as it is.
    expect(newFirst(items, Date.parse('2026-04-01T00:00:00.000Z'))).toBe(items);
    expect(newFirst(items, Number.NaN)).toBe(items);
    expect(newFirst(items, Infinity)).toBe(items);
  });

  const since = Date.parse('2026-03-01T10:00:00.000Z');
  const item = (id: number, day: number, subThemeIds?: number[]): SeenItem => ({
    id,
    publishedAt: `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`,
    ...(subThemeIds && { subThemeIds }),
  });

  it('moves the mark up to the newest seen item that no unseen new item is older than', () => {
    const newItems = [item(1, 2), item(2, 4), item(3, 6)];
    expect(seenUpTo(newItems, new Set())).toBeNull();
    // The newest alone seen: the two older ones would lose their « Nouveau ».
    expect(seenUpTo(newItems, new Set([3]))).toBeNull();
    expect(seenUpTo(newItems, new Set([2]))).toBeNull();
    expect(seenUpTo(newItems, new Set([1]))).toBe(newItems[0]!.publishedAt);
    expect(seenUpTo(newItems, new Set([1, 3]))).toBe(newItems[0]!.publishedAt);
    expect(seenUpTo(newItems, new Set([1, 2]))).toBe(newItems[1]!.publishedAt);
    expect(seenUpTo(newItems, new Set([3, 1, 2]))).toBe(newItems[2]!.publishedAt);
    // Two items of the same instant: the mark passes both or neither.
    const twins = [item(1, 2), item(2, 4), item(3, 4)];
    expect(seenUpTo(twins, new Set([1, 2]))).toBe(twins[0]!.publishedAt);
    expect(seenUpTo(twins, new Set([1, 2, 3]))).toBe(twins[1]!.publishedAt);
  });

  it('holds the mark back for the new items shown, and for those counted even hidden', () => {
    const chosen = new Set([10]);
    const items = [
      item(1, 1, [10]), // published before the mark: not new
      item(2, 2, [10]), // new, counted (one of the user's sub-themes)
      item(3, 3, [20]), // new, neither counted nor shown: the mark may pass it
      item(4, 4, [20]), // new, shown (a wider filter)
      item(5, 5), // new, a news item: always counted
    ];
    const ids = (held: SeenItem[]) => held.map((one) => one.id);
    expect(ids(newItemsHoldingBack(items, [items[3]!], since, chosen))).toEqual([2, 4, 5]);
    // A search that hides the user's own new offer does not let the mark pass it.
    expect(ids(newItemsHoldingBack(items, [], since, chosen))).toEqual([2, 5]);
    // The user's sub-themes not known: every new item counts.
    expect(ids(newItemsHoldingBack(items, [], since, null))).toEqual([2, 3, 4, 5]);
  });
});

describe('marking a list seen', () => {
  it('queues one change for the device’s user, sent with its owner, shown seen at once', async () => {
    queryClient.setQueryData(seenMarksKeys.all, MARKS);
    queryClient.setQueryData(progressKeys.all, { numberOfNotification: 2 });
    const seenUpTo = '2026-03-05T08:00:00.000Z';
    markSeen(queryClient, 'offers', seenUpTo);
    markSeen(queryClient, 'offers', seenUpTo); // opened twice: one change
    expect(queuedChanges().filter((change) => change.kind === SEEN_MARK_CHANGE)).toHaveLength(1);
    // The app made it, not the user: not among the changes the screen says wait.
    expect(queuedChangeCount()).toBe(0);
    expect(queryClient.getQueryData<SeenMarks>(seenMarksKeys.all)?.offers).toBe(seenUpTo);

    await waitFor(() => expect(puts()).toHaveLength(1));
    const [put] = puts();
    expect(put!.url).toBe('/fo/user/seenMarks/offers');
    expect(put!.body).toEqual({ seenUpTo });
    expect(put!.headers[CHANGE_OWNER_HEADER]).toBe('7');
    put!.respond(200, { ...MARKS, offers: seenUpTo });

    // Sent: the badge's count and the marks come from the server again.
    await waitFor(() =>
      expect(queryClient.getQueryState(progressKeys.all)?.isInvalidated).toBe(true),
    );
    expect(queryClient.getQueryState(seenMarksKeys.all)?.isInvalidated).toBe(true);
    await waitFor(() => expect(queuedChanges()).toEqual([]));
  });

  it('queues nothing when the list is already seen that far', () => {
    queryClient.setQueryData(seenMarksKeys.all, MARKS);
    markSeen(queryClient, 'news', MARKS.news!);
    markSeen(queryClient, 'promotions', '2026-01-01T00:00:00.000Z');
    expect(queuedChanges()).toEqual([]);
  });
});

/**
 * The browser's IntersectionObserver, which jsdom lacks: the test says what is on screen and how
 * much of it (`onScreen`).
 */
class FakeIntersectionObserver {
  static observers = new Set<FakeIntersectionObserver>();
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.observers.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    FakeIntersectionObserver.observers.delete(this);
  }
  takeRecords() {
    return [];
  }
  /** The browser tells the observers watching `target` that `ratio` of it is in the viewport. */
  static report(target: Element, ratio: number) {
    for (const observer of [...FakeIntersectionObserver.observers]) {
      if (!observer.targets.has(target)) continue;
      const entry = { target, intersectionRatio: ratio, isIntersecting: ratio > 0 };
      observer.callback(
        [entry as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    }
  }
}

/** The user scrolls so that `ratio` of the card titled `title` is on screen. */
function onScreen(title: string, ratio = 1) {
  const card = screen.getByRole('article', { name: title });
  act(() => FakeIntersectionObserver.report(card, ratio));
}

interface Item {
  id: number;
  title: string;
  publishedAt: string;
}

/** What a list's card shows: « Nouveau » after the mark its visit found, on the card's edge. */
function Card({ item }: { item: Item }) {
  const newSince = useNewSince('offers');
  return (
    <article aria-label={item.title}>
      {Date.parse(item.publishedAt) > newSince && <NewBadge item={item.id} />}
      <p>{Date.parse(item.publishedAt) > newSince ? 'nouvelle' : 'vue'}</p>
    </article>
  );
}

/** The order of the cards at each commit of the list. */
let commits: string[][] = [];

/** A list of offers as the app shows it: its follower, then its cards, the new ones first. */
function List({ items }: { items: readonly Item[] }) {
  const ordered = useNewFirst('offers', items);
  useLayoutEffect(() => {
    commits.push(ordered.map((item) => item.title));
  });
  return (
    <>
      <FollowSeenSection section="offers" items={items} />
      {ordered.map((item) => (
        <Card key={item.id} item={item} />
      ))}
    </>
  );
}

function renderList(items: readonly Item[]) {
  return render(
    <QueryClientProvider client={queryClient}>
      <List items={items} />
    </QueryClientProvider>,
  );
}

const titles = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
const newTitles = () =>
  screen
    .queryAllByText('Nouveau')
    .map((badge) => badge.closest('article')!.getAttribute('aria-label'));
const seenMarkChanges = () => queuedChanges().filter((change) => change.kind === SEEN_MARK_CHANGE);

// Published after MARKS.offers: 03-02, 03-04 and 03-06 are new.
const ITEMS: Item[] = [
  { id: 1, title: 'Assurance', publishedAt: '2026-02-20T10:00:00.000Z' },
  { id: 2, title: 'Bureautique', publishedAt: '2026-03-04T10:00:00.000Z' },
  { id: 3, title: 'Carburant', publishedAt: '2026-03-02T10:00:00.000Z' },
  { id: 4, title: 'Électricité', publishedAt: '2026-03-06T10:00:00.000Z' },
  { id: 5, title: 'Fibre', publishedAt: '2026-01-10T10:00:00.000Z' },
];

describe('a list shown', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    provideSeenSectionFollower(SeenSection);
    commits = [];
  });

  it('shows the new items first from its first render when the device knows the mark', async () => {
    queryClient.setQueryData(seenMarksKeys.all, MARKS);
    renderList(ITEMS);
    await waitFor(() => expect(newTitles()).toHaveLength(3));
    // Placed once: no commit ever showed the cards in another order.
    const newFirstOrder = ['Carburant', 'Bureautique', 'Électricité', 'Assurance', 'Fibre'];
    expect(titles()).toEqual(newFirstOrder);
    expect(new Set(commits.map((order) => order.join()))).toEqual(new Set([newFirstOrder.join()]));
  });

  it('moves the new items first once the mark is found, when the device did not know it', async () => {
    renderList(ITEMS);
    // Not known yet: the list's own order, nothing new.
    expect(commits[0]).toEqual(ITEMS.map((item) => item.title));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe('/fo/user/seenMarks');
    act(() => calls[0]!.respond(200, MARKS));
    await waitFor(() =>
      expect(titles()).toEqual(['Carburant', 'Bureautique', 'Électricité', 'Assurance', 'Fibre']),
    );
    await waitFor(() => expect(newTitles()).toEqual(['Carburant', 'Bureautique', 'Électricité']));
  });

  it('marks the list seen only up to the new cards the user had on screen', async () => {
    queryClient.setQueryData(seenMarksKeys.all, MARKS); // fresh: not fetched again
    const view = renderList(ITEMS);
    await waitFor(() => expect(newTitles()).toEqual(['Carburant', 'Bureautique', 'Électricité']));

    // None on screen yet (the page's top, a small phone): nothing is marked, nothing sent.
    await act(async () => undefined);
    expect(seenMarkChanges()).toEqual([]);
    expect(puts()).toEqual([]);

    // The newer of the first two alone: the older one, unseen, holds the mark back. A card
    // barely shown is not seen either.
    onScreen('Bureautique');
    onScreen('Carburant', 0.3);
    await act(async () => undefined);
    expect(seenMarkChanges()).toEqual([]);

    // Both seen: the mark moves up to the newer, not to the third still below.
    onScreen('Carburant', 0.6);
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({ seenUpTo: '2026-03-04T10:00:00.000Z' });
    expect(queryClient.getQueryData<SeenMarks>(seenMarksKeys.all)?.offers).toBe(
      '2026-03-04T10:00:00.000Z',
    );
    puts()[0]!.respond(200, { ...MARKS, offers: '2026-03-04T10:00:00.000Z' });
    await waitFor(() => expect(seenMarkChanges()).toEqual([]));

    // The last one scrolled into view: up to it. The visit keeps its « Nouveau » and its order.
    onScreen('Électricité');
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]!.body).toEqual({ seenUpTo: '2026-03-06T10:00:00.000Z' });
    expect(newTitles()).toEqual(['Carburant', 'Bureautique', 'Électricité']);
    expect(titles()).toEqual(['Carburant', 'Bureautique', 'Électricité', 'Assurance', 'Fibre']);
    const seenAll = { ...MARKS, offers: '2026-03-06T10:00:00.000Z' };
    puts()[1]!.respond(200, seenAll);
    await waitFor(() => expect(seenMarkChanges()).toEqual([]));
    // Sent: the marks are read again from the server.
    await waitFor(() => expect(markReads().length).toBeGreaterThan(0));
    act(() => markReads().forEach((read) => read.respond(200, seenAll)));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    // Left, then opened again: the new mark, nothing new, the list's own order.
    view.unmount();
    renderList(ITEMS);
    expect(titles()).toEqual(ITEMS.map((item) => item.title));
    await waitFor(() => expect(screen.getAllByText('vue')).toHaveLength(ITEMS.length));
    expect(newTitles()).toEqual([]);
  });

  it('lets the mark pass a new offer of other sub-themes that the filters hide', async () => {
    queryClient.setQueryData(seenMarksKeys.all, MARKS);
    // The user chose sub-theme 10; « Carburant » (03-02) is of sub-theme 20 only, and hidden.
    const tree: ThemeNode = {
      id: 0,
      name: 'Racine',
      active: false,
      children: [
        { id: 10, name: 'Électricité verte', active: true, children: [] },
        { id: 20, name: 'Cartes carburant', active: false, children: [] },
      ],
    };
    queryClient.setQueryData(themeTreeKeys.withUserPreference(), tree);
    const offers = ITEMS.map((item) => ({ ...item, subThemeIds: item.id === 3 ? [20] : [10] }));
    const shown = offers.filter((offer) => offer.id !== 3);
    render(
      <QueryClientProvider client={queryClient}>
        <FollowSeenSection section="offers" items={offers} shown={shown} />
        {shown.map((item) => (
          <Card key={item.id} item={item} />
        ))}
      </QueryClientProvider>,
    );
    await waitFor(() => expect(newTitles()).toEqual(['Bureautique', 'Électricité']));
    onScreen('Bureautique');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({ seenUpTo: '2026-03-04T10:00:00.000Z' });
  });

  it('marks nothing while the device cannot know what is new', async () => {
    renderList(ITEMS);
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]!.respond(404, { message: 'Introuvable' }));
    await waitFor(() => expect(queryClient.getQueryState(seenMarksKeys.all)?.status).toBe('error'));
    await act(async () => undefined);
    expect(newTitles()).toEqual([]);
    expect(titles()).toEqual(ITEMS.map((item) => item.title));
    expect(seenMarkChanges()).toEqual([]);
  });
});

describe('the order before the follower has found the mark', () => {
  /** The list's order alone, before the app gives the follower (a start's first screen). */
  function Order({ items }: { items: readonly Item[] }) {
    const ordered = useNewFirst('offers', items);
    return ordered.map((item) => <Card key={item.id} item={item} />);
  }

  it('is the device’s mark as the list opened, then the mark found', () => {
    queryClient.setQueryData(seenMarksKeys.all, MARKS);
    render(
      <QueryClientProvider client={queryClient}>
        <Order items={ITEMS} />
      </QueryClientProvider>,
    );
    expect(titles()).toEqual(['Carburant', 'Bureautique', 'Électricité', 'Assurance', 'Fibre']);
    // The device's copy moving during the visit (a mark queued) moves nothing.
    act(() =>
      queryClient.setQueryData(
        seenMarksKeys.all,
        withSeenUpTo(MARKS, 'offers', ITEMS[3]!.publishedAt),
      ),
    );
    expect(titles()[0]).toBe('Carburant');
    // The follower's mark (the server's: another device saw more) takes over.
    act(() => setFoundMark('offers', Date.parse('2026-03-03T00:00:00.000Z')));
    expect(titles()).toEqual(['Bureautique', 'Électricité', 'Assurance', 'Carburant', 'Fibre']);
    act(() => setFoundMark('offers', undefined));
  });
});

describe('the marks at login', () => {
  const user = (roleId: string) => ({ roleId, connectedAs: null }) as unknown as User;

  it('are fetched as soon as a user who has them signs in', async () => {
    fetchSeenMarksAtLogin(queryClient);
    queryClient.setQueryData(sessionKeys.all, user('PARTNER'));
    await act(async () => undefined);
    expect(calls).toEqual([]);
    queryClient.setQueryData(sessionKeys.all, user('PRO'));
    await waitFor(() => expect(calls.map((call) => call.url)).toEqual(['/fo/user/seenMarks']));
    calls[0]!.respond(200, MARKS);
    await waitFor(() => expect(queryClient.getQueryData(seenMarksKeys.all)).toEqual(MARKS));
  });
});
