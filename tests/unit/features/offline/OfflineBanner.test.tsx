import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';

/** The banner as the app starts it: nothing loaded yet, inside its query client. */
async function freshBanner(online: boolean) {
  vi.resetModules();
  const { onlineManager, QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  const banner = await import('../../../../src/features/offline/OfflineBanner');
  onlineManager.setOnline(online);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <banner.OfflineBanner />
    </QueryClientProvider>,
  );
  return banner;
}

describe('OfflineBanner', () => {
  it('says nothing online', async () => {
    await freshBanner(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says "Hors ligne" at once, and the data’s age once its formatting is loaded', async () => {
    const { preloadOfflineDataAge } = await freshBanner(false);
    const { STORED_DATA_TEXT } = await import('../../../../src/features/offline/stored-data-text');
    // Rendering asks for nothing: the first screen does not wait for the date's module.
    expect(screen.getByRole('status')).toHaveTextContent(/^Hors ligne$/);

    await act(() => preloadOfflineDataAge());
    // No data on screen in this test, hence the end without a date.
    expect(screen.getByRole('status').textContent).toBe(`Hors ligne${STORED_DATA_TEXT}`);
  });
});
