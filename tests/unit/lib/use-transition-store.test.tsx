import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useTransitionStore } from '../../../src/lib/use-transition-store';

/** A store of one value, as the app's modules hold them. */
function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listenerCount: () => listeners.size,
  };
}

describe('useTransitionStore', () => {
  it('shows the value, then each change', async () => {
    const store = createStore(1);
    function Show() {
      return <p>{useTransitionStore(store.subscribe, store.get)}</p>;
    }
    const { unmount } = render(<Show />);
    expect(screen.getByText('1')).toBeTruthy();
    await act(async () => store.set(2));
    expect(screen.getByText('2')).toBeTruthy();
    unmount();
    expect(store.listenerCount()).toBe(0);
  });

  it('keeps a change made before it subscribed', async () => {
    const store = createStore('avant');
    function Show() {
      const value = useTransitionStore(store.subscribe, store.get);
      // Changed during the render, before the effect subscribes.
      if (value === 'avant') store.set('après');
      return <p>{value}</p>;
    }
    await act(async () => {
      render(<Show />);
    });
    expect(screen.getByText('après')).toBeTruthy();
  });

  it('holds a function as a value, not as an updater', async () => {
    const first = () => 'un';
    const second = () => 'deux';
    const store = createStore(first);
    function Show() {
      const pick = useTransitionStore(store.subscribe, store.get);
      return <p>{pick()}</p>;
    }
    render(<Show />);
    expect(screen.getByText('un')).toBeTruthy();
    await act(async () => store.set(second));
    expect(screen.getByText('deux')).toBeTruthy();
  });
});
