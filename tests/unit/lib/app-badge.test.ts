import { describe, expect, it, vi } from 'vitest';
import { showAppBadge, type BadgingNavigator } from '../../../src/lib/app-badge';

/** A navigator with the Badging API, recording its calls. */
function badgingNavigator() {
  const calls: (number | 'clear')[] = [];
  const target: BadgingNavigator = {
    setAppBadge: vi.fn(async (count?: number) => {
      calls.push(count ?? 0);
    }),
    clearAppBadge: vi.fn(async () => {
      calls.push('clear');
    }),
  };
  return { target, calls };
}

describe('the app icon’s badge', () => {
  it('shows the count, and is cleared at 0', () => {
    const { target, calls } = badgingNavigator();
    showAppBadge(3, target);
    showAppBadge(1, target);
    showAppBadge(0, target);
    expect(calls).toEqual([3, 1, 'clear']);
  });

  it('does nothing, and never throws, where the browser has no Badging API', () => {
    expect(() => showAppBadge(2, {})).not.toThrow();
    expect(() => showAppBadge(0, {})).not.toThrow();
  });

  it('swallows a refusal of the browser, rejected or thrown', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      showAppBadge(2, { setAppBadge: () => Promise.reject(new DOMException('NotAllowedError')) });
      expect(() =>
        showAppBadge(2, {
          setAppBadge: () => {
            throw new DOMException('InvalidStateError');
          },
        }),
      ).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('uses the page’s navigator by default', () => {
    const setAppBadge = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, setAppBadge });
    try {
      showAppBadge(5);
      expect(setAppBadge).toHaveBeenCalledWith(5);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
