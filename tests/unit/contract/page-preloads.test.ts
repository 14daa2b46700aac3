// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  filesOfPage,
  routeOfPath,
  withPagePreloads,
  type PagePreload,
} from '../../../src/contract/page-preloads';

describe('routeOfPath', () => {
  it('reads the URL path the router’s generator gives a route file, an index by its slash', () => {
    expect(routeOfPath('/login')).toEqual({ segments: ['login'], exact: false });
    expect(routeOfPath('/saving/news/$id')).toEqual({
      segments: ['saving', 'news', '$id'],
      exact: false,
    });
    expect(routeOfPath('/saving/news/')).toEqual({ segments: ['saving', 'news'], exact: true });
    expect(routeOfPath('/')).toEqual({ segments: [], exact: true });
  });

  it('leaves out the catch-all', () => {
    expect(routeOfPath('/$')).toBeNull();
  });
});

const preloads: PagePreload[] = [
  { segments: ['saving'], exact: false, files: ['assets/saving.js', 'assets/saving.css'] },
  { segments: ['saving', 'offer-list'], exact: false, files: ['assets/saving.js'] },
  { segments: ['saving', 'offer', '$id'], exact: false, files: ['assets/offer.js'] },
  { segments: ['saving'], exact: true, files: ['assets/saving-home.js'] },
  { segments: [], exact: true, files: ['assets/home.js'] },
  { segments: ['login'], exact: false, files: ['assets/login.js'] },
];

describe('filesOfPage', () => {
  it('gathers the page’s route and the routes that frame it, each file once', () => {
    expect(filesOfPage(preloads, '/saving/offer-list')).toEqual([
      'assets/saving.js',
      'assets/saving.css',
    ]);
    expect(filesOfPage(preloads, '/saving/offer/42')).toEqual([
      'assets/saving.js',
      'assets/saving.css',
      'assets/offer.js',
    ]);
  });

  it('matches an index route on its own path only', () => {
    expect(filesOfPage(preloads, '/saving')).toContain('assets/saving-home.js');
    expect(filesOfPage(preloads, '/saving/offer-list')).not.toContain('assets/saving-home.js');
    expect(filesOfPage(preloads, '/')).toEqual(['assets/home.js']);
    expect(filesOfPage(preloads, '/login/')).toEqual(['assets/login.js']);
  });

  it('announces nothing for a page no route knows', () => {
    expect(filesOfPage(preloads, '/nowhere')).toEqual([]);
    expect(filesOfPage(preloads, '/saving-list')).toEqual([]);
  });
});

describe('withPagePreloads', () => {
  const shell = '<html><head><title>Avantages Pro</title></head><body></body></html>';

  it('announces scripts as modules and stylesheets as styles, in the head', () => {
    expect(withPagePreloads(shell, preloads, '/saving/offer-list')).toBe(
      '<html><head><title>Avantages Pro</title>' +
        '<link rel="modulepreload" crossorigin href="/assets/saving.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/saving.css">' +
        '</head><body></body></html>',
    );
  });

  it('applies the stylesheets of a page whose HTML shows it, and still preloads its scripts', () => {
    expect(withPagePreloads(shell, preloads, '/saving/offer-list', 'apply')).toBe(
      '<html><head><title>Avantages Pro</title>' +
        '<link rel="modulepreload" crossorigin href="/assets/saving.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/saving.css">' +
        '</head><body></body></html>',
    );
  });

  it('leaves the shell as it is for a page without files of its own', () => {
    expect(withPagePreloads(shell, preloads, '/nowhere')).toBe(shell);
    expect(withPagePreloads(shell, preloads, '/nowhere', 'apply')).toBe(shell);
  });
});
