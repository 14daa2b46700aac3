import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../../src/app/query-client';
import type { SeenMarks } from '../../../src/contract/api';
import { CHANGE_OWNER_HEADER } from '../../../src/contract/constants';
import { progressKeys } from '../../../src/entities/progress/api';
import {
  newestPublication,
  seenMarksKeys,
  withSeenUpTo,
} from '../../../src/entities/seen-marks/api';
import { markSeen, SEEN_MARK_CHANGE } from '../../../src/entities/seen-marks/changes';
import {
  FollowSeenSection,
  provideSeenSectionFollower,
  useNewSince,
} from '../../../src/entities/seen-marks/FollowSeenSection';
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
  it('finds a list’s newest publication, whatever the order or the offset', () => {
    expect(newestPublication([])).toBeNull();
    expect(
      newestPublication([
        { publishedAt: '2026-03-01T10:00:00.000Z' },
        { publishedAt: '2026-03-01T12:30:00+02:00' }, // 10:30 UTC
        { publishedAt: '2026-03-01T10:15:00.000Z' },
      ]),
    ).toBe('2026-03-01T12:30:00+02:00');
  });

  it('moves a mark forward only', () => {
    expect(withSeenUpTo(MARKS, 'offers', '2026-03-02T00:00:00.000Z').offers).toBe(
      '2026-03-02T00:00:00.000Z',
    );
    expect(withSeenUpTo(MARKS, 'offers', '2026-02-01T00:00:00.000Z')).toBe(MARKS);
    expect(withSeenUpTo({ ...MARKS, news: null }, 'news', MARKS.offers).news).toBe(MARKS.offers);
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

/** What a list's card shows: « Nouveau » after the mark its visit found. */
function Card({ publishedAt }: { publishedAt: string }) {
  const newSince = useNewSince('offers');
  return <p>{Date.parse(publishedAt) > newSince ? 'Nouveau' : 'Vu'}</p>;
}

describe('a list shown', () => {
  it('says which cards are new by the mark it found, and keeps it for the visit', async () => {
    provideSeenSectionFollower(SeenSection);
    queryClient.setQueryData(seenMarksKeys.all, MARKS); // fresh: not fetched again
    const items = [
      { publishedAt: '2026-02-20T10:00:00.000Z' },
      { publishedAt: '2026-03-04T10:00:00.000Z' },
    ];
    const view = render(
      <QueryClientProvider client={queryClient}>
        <FollowSeenSection section="offers" items={items} />
        {items.map((item) => (
          <Card key={item.publishedAt} publishedAt={item.publishedAt} />
        ))}
      </QueryClientProvider>,
    );
    await waitFor(() =>
      expect(screen.getAllByText(/Nouveau|Vu/).map((p) => p.textContent)).toEqual([
        'Vu',
        'Nouveau',
      ]),
    );
    // Marked up to the newest card; the visit keeps its « Nouveau ».
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({ seenUpTo: '2026-03-04T10:00:00.000Z' });
    expect(queryClient.getQueryData<SeenMarks>(seenMarksKeys.all)?.offers).toBe(
      '2026-03-04T10:00:00.000Z',
    );
    expect(screen.getByText('Nouveau')).toBeInTheDocument();

    // Left, then opened again: the new mark, nothing new.
    view.unmount();
    const again = render(
      <QueryClientProvider client={queryClient}>
        <FollowSeenSection section="offers" items={items} />
        {items.map((item) => (
          <Card key={item.publishedAt} publishedAt={item.publishedAt} />
        ))}
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getAllByText('Vu')).toHaveLength(2));
    await act(async () => undefined);
    expect(puts()).toHaveLength(1);
    again.unmount();
  });
});
