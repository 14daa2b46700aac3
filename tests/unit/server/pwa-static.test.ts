// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cacheControlFor } from '../../../server/plugins/pwa-static';

describe('cacheControlFor', () => {
  it('caches content-hashed assets for a year, even precompressed', () => {
    expect(cacheControlFor('assets/index-CICG83tc.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('assets/index-CICG83tc.js.br')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('revalidates the shell, the manifest and the service worker every time', () => {
    for (const file of [
      'index.html',
      'index.html.gz',
      'manifest.webmanifest',
      'sw.js',
      'sw.js.br',
    ]) {
      expect(cacheControlFor(file), file).toBe('no-cache');
    }
  });

  it('caches unhashed icons for a day', () => {
    expect(cacheControlFor('pwa-192x192.png')).toBe('public, max-age=86400');
  });
});
