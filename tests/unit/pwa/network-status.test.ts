import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { followBrowserConnectivity } from '../../../src/pwa/network-status';

function setNavigatorOnLine(onLine: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(onLine);
}

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('followBrowserConnectivity', () => {
  it('starts offline in a page opened offline, before any event', () => {
    setNavigatorOnLine(false);
    followBrowserConnectivity();
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('follows the connection when it comes back and goes again', () => {
    setNavigatorOnLine(false);
    followBrowserConnectivity();
    setNavigatorOnLine(true);
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
    setNavigatorOnLine(false);
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('stays offline on a stray "online" event while the browser still says offline', () => {
    setNavigatorOnLine(false);
    followBrowserConnectivity();
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(false);
  });
});
