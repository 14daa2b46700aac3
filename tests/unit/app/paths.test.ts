import { describe, expect, it } from 'vitest';
import { SERVER_ONLY_PATH_PATTERN, isServerOnlyPath } from '../../../src/contract/paths';

describe('server-only paths', () => {
  const serverPaths = [
    '/bo',
    '/bo/users',
    '/fo/offer/1',
    '/router',
    '/form-login',
    '/logout',
    '/document/offer/3/priceList/download',
    '/health',
  ];
  const appPaths = [
    '/',
    '/login',
    '/saving/offer-list',
    '/my-space/dashboard',
    '/partner',
    '/books',
    '/form-login-help',
    '/fox',
  ];

  it.each(serverPaths)('%s belongs to the server', (pathname) => {
    expect(isServerOnlyPath(pathname)).toBe(true);
    expect(SERVER_ONLY_PATH_PATTERN.test(pathname)).toBe(true);
  });

  it.each(appPaths)('%s belongs to the app shell', (pathname) => {
    expect(isServerOnlyPath(pathname)).toBe(false);
    expect(SERVER_ONLY_PATH_PATTERN.test(pathname)).toBe(false);
  });
});
