// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { syncOnReconnect } from '../../../src/app/reconnect-sync';

afterEach(() => onlineManager.setOnline(true));

describe('the next sync', () => {
  it('makes everything the device holds out of date when the connection returns', () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    queryClient.setQueryData(['offers', 'list'], []);
    queryClient.setQueryData(['news', 'detail', 1], { id: 1 });
    const stop = syncOnReconnect(queryClient);
    onlineManager.setOnline(false);
    expect(queryClient.getQueryState(['offers', 'list'])?.isInvalidated).toBe(false);
    onlineManager.setOnline(true);
    expect(queryClient.getQueryState(['offers', 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['news', 'detail', 1])?.isInvalidated).toBe(true);
    stop();
  });
});
