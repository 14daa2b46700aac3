import { describe, expect, it } from 'vitest';
import {
  DATA_CACHE_VERSION,
  RUNTIME_CACHE_KINDS,
  isObsoleteRuntimeCache,
  runtimeCacheName,
} from '../../../src/pwa/sw-protocol';

describe('the service worker’s runtime caches', () => {
  it('are images and price lists only, one cache per user scope', () => {
    expect(RUNTIME_CACHE_KINDS).toEqual(['images', 'documents']);
    expect(runtimeCacheName('documents', '3-42')).toBe(
      `avantages-pro-documents-${DATA_CACHE_VERSION}-u3-42`,
    );
  });

  it('the current ones are kept as a new worker takes over', () => {
    for (const kind of RUNTIME_CACHE_KINDS) {
      expect(isObsoleteRuntimeCache(runtimeCacheName(kind, '42'))).toBe(false);
    }
  });

  it('the API caches of earlier workers, and older versions, are deleted', () => {
    expect(isObsoleteRuntimeCache('avantages-pro-api-v1-u42')).toBe(true);
    expect(isObsoleteRuntimeCache('avantages-pro-images-v0-u42')).toBe(true);
  });

  it('caches that are not runtime caches (the precache) are left alone', () => {
    expect(isObsoleteRuntimeCache('workbox-precache-v2-http://localhost/')).toBe(false);
  });
});
