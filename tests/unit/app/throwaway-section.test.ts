/**
 * A section that exists only here, declared like the real ones (src/entities/sections): its menu
 * entry, its count, its dashboard card, its offline policy, its « Nouveau » marks and the removal
 * of its gone items must all come out of the shared machinery, with nothing written for it
 * anywhere else. If the machinery stops reading a declaration, this test says so.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Progress } from '../../../src/contract/api';
import { dropGoneContent } from '../../../src/app/gone-content';
import { makeAvailableOffline } from '../../../src/app/offline/offline-plan';
import { fetchCountsOf } from '../../../src/entities/counts/api';
import { defineSavingSection } from '../../../src/entities/sections/define';
import { menuEntriesOf } from '../../../src/entities/sections/menu';
import { summariesOf } from '../../../src/features/dashboard/sections';

interface Trial {
  id: number;
  title: string;
}

const TRIALS: Trial[] = [
  { id: 1, title: 'Essai un' },
  { id: 2, title: 'Essai deux' },
];
const trialKeys = {
  list: () => ['trials', 'list'] as const,
  detail: (id: number) => ['trials', 'detail', id] as const,
};
const countTrials = vi.fn(() => Promise.resolve(TRIALS.length));

const trialsSection = defineSavingSection({
  name: 'trials',
  path: '/saving/trial-list',
  label: 'Rubrique test',
  roles: ['PRO'],
  profile: { flag: 'emailingModule', label: 'salePermissionName' },
  count: { fetch: countTrials, noun: ['essai', 'essais'] },
  seenMarks: 'news',
  content: async () => ({
    listKey: trialKeys.list(),
    itemKey: trialKeys.detail,
    offline: {
      list: (fetch) => fetch({ queryKey: trialKeys.list(), queryFn: async () => TRIALS }),
      item: (trial: Trial) => [
        (fetch) => fetch({ queryKey: trialKeys.detail(trial.id), queryFn: async () => trial }),
      ],
      files: (trial: Trial) => [`/document/trial/${trial.id}`],
    },
  }),
});
const sections = [trialsSection];

const progress = {
  emailingModule: true,
  salePermissionName: null,
} as Progress;

/** The server of the frame's calls (progress, counts, marks...), and the trials' files. */
function stubServer() {
  const fetch = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/fo/user/progress') return Response.json(progress);
    if (path === '/fo/user/seenMarks')
      return Response.json({ offers: null, promotions: null, news: null });
    if (path.startsWith('/document/')) return new Response('%PDF-1.7');
    if (/\/count/.test(path)) return Response.json(0);
    return Response.json([]);
  });
  vi.stubGlobal('fetch', fetch);
  return (path: string) =>
    fetch.mock.calls.filter(([url]) => new URL(url, 'http://localhost').pathname === path).length;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('a section declared once', () => {
  it('has its menu entry for the roles, the profile flag and the count it declares', () => {
    expect(menuEntriesOf(sections, 'PRO', progress, { trials: 2 })).toEqual([
      { to: '/saving/trial-list', label: 'Rubrique test' },
    ]);
    const renamed = { ...progress, salePermissionName: 'Nos essais' };
    expect(menuEntriesOf(sections, 'PRO', renamed, { trials: 2 })[0]?.label).toBe('Nos essais');
    expect(menuEntriesOf(sections, 'AGENCY', progress, { trials: 2 })).toEqual([]);
    expect(
      menuEntriesOf(sections, 'PRO', { ...progress, emailingModule: false }, { trials: 2 }),
    ).toEqual([]);
    expect(menuEntriesOf(sections, 'PRO', progress, { trials: 0 })).toEqual([]);
  });

  it('is counted for the roles that see it only', async () => {
    expect(await fetchCountsOf(sections, 'PRO')).toEqual({ trials: 2 });
    expect(await fetchCountsOf(sections, 'AGENCY')).toEqual({ trials: 0 });
    expect(countTrials).toHaveBeenCalledTimes(1);
  });

  it('has its card on the dashboard, with its count in its own words', () => {
    expect(summariesOf(sections, 'PRO', progress, { trials: 2 })).toEqual([
      { to: '/saving/trial-list', label: 'Rubrique test', countText: '2 essais' },
    ]);
  });

  it('is kept offline as its policy says, with the marks of what is new', async () => {
    const calls = stubServer();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const failures = await makeAvailableOffline(queryClient, 'PRO', () => undefined, sections);
    expect(failures).toBe(0);
    expect(queryClient.getQueryData(trialKeys.list())).toEqual(TRIALS);
    expect(queryClient.getQueryData(trialKeys.detail(2))).toEqual(TRIALS[1]);
    expect(calls('/document/trial/1')).toBe(1);
    expect(calls('/fo/user/seenMarks')).toBe(1);
  });

  it('is not kept offline, nor its marks read, for a role that does not see it', async () => {
    const calls = stubServer();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await makeAvailableOffline(queryClient, 'NETWORK', () => undefined, sections);
    expect(queryClient.getQueryData(trialKeys.list())).toBeUndefined();
    expect(calls('/document/trial/1')).toBe(0);
    expect(calls('/fo/user/seenMarks')).toBe(0);
  });

  it('has its gone items removed from the device', async () => {
    const queryClient = new QueryClient();
    const stop = await dropGoneContent(queryClient, sections);
    const now = Date.now();
    queryClient.setQueryData(trialKeys.detail(1), TRIALS[0], { updatedAt: now - 2000 });
    queryClient.setQueryData(trialKeys.detail(2), TRIALS[1], { updatedAt: now - 2000 });
    queryClient.setQueryData(trialKeys.list(), [TRIALS[1]], { updatedAt: now });
    await vi.waitFor(() => expect(queryClient.getQueryData(trialKeys.detail(1))).toBeUndefined());
    expect(queryClient.getQueryData(trialKeys.detail(2))).toEqual(TRIALS[1]);
    stop();
  });
});
