/**
 * A section that exists only here, declared like the real ones (src/entities/sections): its menu
 * entry, its count, its dashboard card, its offline policy, its « Nouveau » marks and the removal
 * of its gone items must all come out of the shared machinery, with nothing written for it
 * anywhere else. If the machinery stops reading a declaration, this test says so. The same for an
 * article section, from its shared definition alone (src/contract/sections).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webinarsSection } from '../../support/webinars-section';
import { QueryClient } from '@tanstack/react-query';
import type { Article, Progress } from '../../../src/contract/api';
import { dropGoneContent } from '../../../src/app/gone-content';
import { makeAvailableOffline } from '../../../src/app/offline/offline-plan';
import { fetchCountsOf } from '../../../src/entities/counts/api';
import { articleSavingSection } from '../../../src/entities/sections/article-sections';
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

const WEBINARS = [
  { id: 1, title: 'Webinaire un', publishedAt: '2026-03-01T10:00:00.000Z' },
  { id: 2, title: 'Webinaire deux', publishedAt: '2026-03-02T10:00:00.000Z' },
] as Article[];

/** The webinars' own endpoints, as built from their `api`, and the frame's calls. */
function stubWebinarsServer() {
  const fetch = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/fo/user/progress') return Response.json(progress);
    if (path === '/fo/webinars/count') return Response.json(WEBINARS.length);
    if (path === '/fo/webinars/') return Response.json(WEBINARS);
    const item = /^\/fo\/webinars\/(\d+)$/.exec(path);
    if (item) return Response.json(WEBINARS.find(({ id }) => id === Number(item[1])));
    if (/\/count/.test(path)) return Response.json(0);
    return Response.json([]);
  });
  vi.stubGlobal('fetch', fetch);
  return (path: string) =>
    fetch.mock.calls.filter(([url]) => new URL(url, 'http://localhost').pathname === path).length;
}

describe('an article section defined once', () => {
  const webinarsSavingSection = articleSavingSection(webinarsSection);
  const articleSections = [webinarsSavingSection];

  it('has its menu entry and its dashboard card, counted in its noun', () => {
    expect(menuEntriesOf(articleSections, 'PRO', progress, { webinars: 2 })).toEqual([
      { to: '/saving/webinars', label: 'Webinaires' },
    ]);
    expect(menuEntriesOf(articleSections, 'AGENCY', progress, { webinars: 2 })).toEqual([]);
    expect(menuEntriesOf(articleSections, 'PRO', progress, { webinars: 0 })).toEqual([]);
    expect(summariesOf(articleSections, 'PRO', progress, { webinars: 1 })).toEqual([
      { to: '/saving/webinars', label: 'Webinaires', countText: '1 webinaire' },
    ]);
    expect(summariesOf(articleSections, 'PRO', progress, { webinars: 2 })[0]?.countText).toBe(
      '2 webinaires',
    );
  });

  it('is counted by its own endpoint, for its roles only', async () => {
    const calls = stubWebinarsServer();
    expect(await fetchCountsOf(articleSections, 'PRO')).toEqual({ webinars: 2 });
    expect(await fetchCountsOf(articleSections, 'AGENCY')).toEqual({ webinars: 0 });
    expect(calls('/fo/webinars/count')).toBe(1);
  });

  it('has « Nouveau » marks only when its definition says so', () => {
    expect(webinarsSavingSection.seenMarks).toBeUndefined();
    // A marked section's marks are named after it (the contract lists it in SeenSection).
    expect(articleSavingSection({ ...webinarsSection, seenMarks: true }).seenMarks).toBe(
      'webinars',
    );
  });

  it('is kept offline under its own keys, from its own endpoints, without marks', async () => {
    const calls = stubWebinarsServer();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const failures = await makeAvailableOffline(
      queryClient,
      'PRO',
      () => undefined,
      articleSections,
    );
    expect(failures).toBe(0);
    // Newest first, as its list page shows it.
    expect(queryClient.getQueryData(['webinars', 'list'])).toEqual([WEBINARS[1], WEBINARS[0]]);
    expect(queryClient.getQueryData(['webinars', 'detail', 1])).toEqual(WEBINARS[0]);
    expect(queryClient.getQueryData(['webinars', 'detail', 2])).toEqual(WEBINARS[1]);
    expect(calls('/fo/webinars/1')).toBe(1);
    expect(calls('/fo/user/seenMarks')).toBe(0);
  });

  it('is not kept offline for a role that does not read it', async () => {
    const calls = stubWebinarsServer();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await makeAvailableOffline(queryClient, 'AGENCY', () => undefined, articleSections);
    expect(queryClient.getQueryData(['webinars', 'list'])).toBeUndefined();
    expect(calls('/fo/webinars/')).toBe(0);
  });

  it('has its gone items removed from the device', async () => {
    const queryClient = new QueryClient();
    const stop = await dropGoneContent(queryClient, articleSections);
    const now = Date.now();
    queryClient.setQueryData(['webinars', 'detail', 1], WEBINARS[0], { updatedAt: now - 2000 });
    queryClient.setQueryData(['webinars', 'detail', 2], WEBINARS[1], { updatedAt: now - 2000 });
    queryClient.setQueryData(['webinars', 'list'], [WEBINARS[1]], { updatedAt: now });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['webinars', 'detail', 1])).toBeUndefined(),
    );
    expect(queryClient.getQueryData(['webinars', 'detail', 2])).toEqual(WEBINARS[1]);
    stop();
  });
});
