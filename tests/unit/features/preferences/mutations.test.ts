import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dehydrate, hydrate, onlineManager, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../../../src/app/query-client';
import {
  changeOf,
  preferenceMutationKeys,
  type RemoveVariables,
  type ReplaceVariables,
} from '../../../../src/features/preferences/mutations';
import { themeTreeQueryOptions } from '../../../../src/features/theme-filter/api';
import { indexThemeTree } from '../../../../src/features/theme-filter/tree';
import { sampleTree } from '../theme-filter/fixtures';

interface Call {
  method: string;
  url: string;
  body: unknown;
  respond: (status: number, body: unknown) => void;
}

/** A fetch whose answers the test gives one by one, to see what is sent and in which order. */
function controlledFetch() {
  const calls: Call[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    return new Promise<Response>((resolve) => {
      calls.push({
        method: init.method ?? 'GET',
        url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        respond: (status, body) =>
          resolve(
            new Response(JSON.stringify(body), {
              status,
              headers: { 'content-type': 'application/json' },
            }),
          ),
      });
    });
  });
  return { calls, fetch };
}

function start<V>(queryClient: QueryClient, mutationKey: readonly string[], variables: V) {
  // Exactly what a resumed mutation has: its key and its variables, no component, no closure.
  return queryClient
    .getMutationCache()
    .build<number, Error, V, unknown>(queryClient, { mutationKey: [...mutationKey] })
    .execute(variables);
}

const storedIds = (queryClient: QueryClient) => {
  const tree = queryClient.getQueryData(themeTreeQueryOptions.queryKey);
  return tree ? indexThemeTree(tree).storedIds : undefined;
};

let queryClient: QueryClient;
let server: ReturnType<typeof controlledFetch>;

beforeEach(() => {
  server = controlledFetch();
  vi.stubGlobal('fetch', server.fetch);
  queryClient = createQueryClient();
  queryClient.setQueryData(themeTreeQueryOptions.queryKey, sampleTree());
});

afterEach(() => {
  onlineManager.setOnline(true);
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('registerPreferenceMutations (through createQueryClient)', () => {
  it('registers both changes under their stable keys, in one scope', () => {
    for (const key of [preferenceMutationKeys.replace, preferenceMutationKeys.remove]) {
      const defaults = queryClient.getMutationDefaults([...key]);
      expect(defaults.mutationFn).toBeTypeOf('function');
      expect(defaults.scope).toEqual({ id: 'preferences' });
    }
  });

  it('shows a replace at once, sends it, then refreshes what depends on the selection', async () => {
    queryClient.setQueryData(['progress'], { numberSubTheme: 2 });
    const done = start<ReplaceVariables>(queryClient, preferenceMutationKeys.replace, {
      subThemeIds: [31, 32],
    });
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(storedIds(queryClient)).toEqual([31, 32]);
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      url: '/fo/user/subThemePreference',
      body: { subThemeIds: [31, 32] },
    });
    server.calls[0]?.respond(200, 2);
    await expect(done).resolves.toBe(2);
    expect(queryClient.getQueryState(['progress'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(themeTreeQueryOptions.queryKey)?.isInvalidated).toBe(true);
  });

  it('removes one sub-theme with a DELETE', async () => {
    const done = start<RemoveVariables>(queryClient, preferenceMutationKeys.remove, {
      subThemeId: 11,
    });
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(storedIds(queryClient)).toEqual([21]);
    expect(server.calls[0]).toMatchObject({
      method: 'DELETE',
      url: '/fo/user/subThemePreference/11',
    });
    server.calls[0]?.respond(200, 1);
    await expect(done).resolves.toBe(1);
  });

  it('rolls the tree back when the server refuses', async () => {
    const done = start<ReplaceVariables>(queryClient, preferenceMutationKeys.replace, {
      subThemeIds: [12],
    });
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(storedIds(queryClient)).toEqual([12]);
    server.calls[0]?.respond(400, {
      message: 'Données invalides.',
      errors: { subThemeIds: 'Le sous-thème 12 n’existe pas.' },
    });
    await expect(done).rejects.toMatchObject({ status: 400 });
    expect(storedIds(queryClient)).toEqual([11, 21]);
  });

  it('sends queued changes one after the other, in the order they were made', async () => {
    const first = start<ReplaceVariables>(queryClient, preferenceMutationKeys.replace, {
      subThemeIds: [11, 12, 21],
    });
    const second = start<RemoveVariables>(queryClient, preferenceMutationKeys.remove, {
      subThemeId: 12,
    });
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    // Both are shown while the second still waits for the first.
    await vi.waitFor(() => expect(storedIds(queryClient)).toEqual([11, 21]));
    expect(server.calls).toHaveLength(1);
    server.calls[0]?.respond(200, 3);
    await first;
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1]).toMatchObject({ method: 'DELETE' });
    // The tree is refreshed only once the last change has settled.
    expect(queryClient.getQueryState(themeTreeQueryOptions.queryKey)?.isInvalidated).toBe(false);
    server.calls[1]?.respond(200, 2);
    await second;
    expect(queryClient.getQueryState(themeTreeQueryOptions.queryKey)?.isInvalidated).toBe(true);
  });

  it('resumes a change paused offline in another query client, from its persisted JSON', async () => {
    onlineManager.setOnline(false);
    void start<ReplaceVariables>(queryClient, preferenceMutationKeys.replace, {
      subThemeIds: [31],
    });
    await vi.waitFor(() => expect(storedIds(queryClient)).toEqual([31]));
    expect(server.calls).toHaveLength(0);

    // What a persister writes: plain JSON of the paused mutation.
    const persisted = JSON.parse(JSON.stringify(dehydrate(queryClient)));
    const restored = createQueryClient();
    hydrate(restored, persisted);
    const [mutation] = restored.getMutationCache().getAll();
    expect(mutation?.state).toMatchObject({ isPaused: true, status: 'pending' });
    expect(changeOf(mutation?.options.mutationKey, mutation?.state.variables)).toEqual({
      kind: 'replace',
      subThemeIds: [31],
    });

    onlineManager.setOnline(true);
    const resumed = restored.resumePausedMutations();
    await vi.waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
    const sent = server.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ subThemeIds: [31] });
    for (const call of server.calls) call.respond(200, 1);
    await resumed;
    restored.clear();
  });
});

describe('changeOf', () => {
  it('reads a change back from a mutation key and its variables, and nothing else', () => {
    expect(changeOf(['preferences', 'remove'], { subThemeId: 4 })).toEqual({
      kind: 'remove',
      subThemeId: 4,
    });
    expect(changeOf(['preferences', 'replace'], { subThemeIds: [1, 2] })).toEqual({
      kind: 'replace',
      subThemeIds: [1, 2],
    });
    expect(changeOf(['preferences', 'remove'], { subThemeIds: [1] })).toBeNull();
    expect(changeOf(['other'], { subThemeId: 1 })).toBeNull();
    expect(changeOf(['preferences', 'replace'], null)).toBeNull();
  });
});
