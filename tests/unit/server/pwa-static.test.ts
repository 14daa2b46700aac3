// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PagePreload } from '../../../src/contract/page-preloads';
import { cacheControlFor } from '../../../server/plugins/pwa-static';
import { withPagePreloads } from '../../../src/contract/page-preloads';

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

describe('withPagePreloads', () => {
  const preloads: PagePreload[] = [
    { segments: ['saving'], exact: false, files: ['assets/saving.js', 'assets/saving.css'] },
  ];
  const shell = '<html><head><title>Avantages Pro</title></head><body></body></html>';

  it('announces scripts as modules and stylesheets as styles, in the head', () => {
    expect(withPagePreloads(shell, preloads, '/saving/offer-list')).toBe(
      '<html><head><title>Avantages Pro</title>' +
        '<link rel="modulepreload" crossorigin href="/assets/saving.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/saving.css">' +
        '</head><body></body></html>',
    );
  });

  it('leaves the shell as it is for a page without files of its own', () => {
    expect(withPagePreloads(shell, preloads, '/nowhere')).toBe(shell);
  });
});
