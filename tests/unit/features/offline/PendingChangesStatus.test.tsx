import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PendingChangesStatus } from '../../../../src/features/offline/PendingChangesStatus';
import { setQueuedChangeCount } from '../../../../src/lib/queued-change-count';

const renderStatus = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PendingChangesStatus />
    </QueryClientProvider>,
  );

describe('PendingChangesStatus', () => {
  afterEach(() => {
    vi.useRealTimers();
    setQueuedChangeCount(0);
  });

  it('counts the waiting changes, then says they are synchronised for a few seconds', () => {
    vi.useFakeTimers();
    renderStatus();
    act(() => setQueuedChangeCount(2));
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 modifications en attente de synchronisation',
    );
    act(() => setQueuedChangeCount(0));
    expect(screen.getByRole('status')).toHaveTextContent('Modifications synchronisées');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('tells of a change sent before the line was shown (it loads once the browser is idle)', () => {
    vi.useFakeTimers();
    setQueuedChangeCount(1);
    setQueuedChangeCount(0);
    vi.advanceTimersByTime(1000);
    renderStatus();
    expect(screen.getByRole('status')).toHaveTextContent('Modifications synchronisées');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
