// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Progress } from '../../../src/contract/api';
import { followAppBadge } from '../../../src/entities/progress/app-badge';
import { progressKeys } from '../../../src/entities/progress/api';

const progress = (numberOfNotification: number): Progress => ({
  numberSavingNotification: numberOfNotification,
  numberSubTheme: 9,
  beneficiaryModule: false,
  emailingModule: false,
  enabledExclusiveService: true,
  exclusiveServiceName: null,
  enabledSalePermission: true,
  salePermissionName: null,
  numberOfNotification,
});

function fakeNavigator() {
  const calls: (number | 'clear')[] = [];
  return {
    calls,
    target: {
      setAppBadge: vi.fn(async (count?: number) => void calls.push(count ?? 0)),
      clearAppBadge: vi.fn(async () => void calls.push('clear')),
    },
  };
}

describe('the app icon follows the notification count', () => {
  it('shows the count known at start, then each new answer of the progress', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(progressKeys.all, progress(2));
    const { target, calls } = fakeNavigator();
    const stop = followAppBadge(queryClient, target);
    expect(calls).toEqual([2]);

    await queryClient.fetchQuery({
      queryKey: progressKeys.all,
      queryFn: async () => progress(3),
      staleTime: 0,
    });
    queryClient.setQueryData(progressKeys.all, progress(3)); // the same count: not shown again
    queryClient.setQueryData(progressKeys.all, progress(0));
    expect(calls).toEqual([2, 3, 'clear']);
    stop();
  });

  it('ignores the other queries, and clears the badge when the progress leaves the device', () => {
    const queryClient = new QueryClient();
    const { target, calls } = fakeNavigator();
    const stop = followAppBadge(queryClient, target);
    expect(calls).toEqual([]);
    queryClient.setQueryData(['offers', 'list'], []);
    queryClient.setQueryData(progressKeys.all, progress(4));
    // Logout or another user: the device forgets the user's queries.
    queryClient.removeQueries({ queryKey: progressKeys.all });
    expect(calls).toEqual([4, 'clear']);
    stop();
    queryClient.setQueryData(progressKeys.all, progress(6));
    expect(calls).toEqual([4, 'clear']);
  });
});
