import { describe, expect, it } from 'vitest';
import {
  FIRST_SCREENS,
  firstScreenFile,
  firstScreenFor,
  firstScreenOf,
  isFrameScreen,
  roleOfHint,
  type FirstScreenId,
} from '../../../src/contract/first-screens';

const ids = Object.keys(FIRST_SCREENS) as FirstScreenId[];

describe('firstScreenOf', () => {
  it.each([
    ['/login', 'login'],
    ['/saving/offer-list', 'offer-list'],
    ['/saving/privilege-list', 'privilege-list'],
    ['/saving/service-exclusive-list', 'service-exclusive-list'],
    ['/saving/sale-permission-list', 'sale-permission-list'],
    ['/saving/news', 'news'],
  ] as const)('names the screen of %s', (pathname, id) => {
    expect(firstScreenOf(pathname, '')).toBe(id);
  });

  it('ignores trailing slashes', () => {
    expect(firstScreenOf('/login/', '')).toBe('login');
    expect(firstScreenOf('/saving/offer-list/', '')).toBe('offer-list');
    expect(firstScreenOf('/saving/news//', '')).toBe('news');
    expect(firstScreenOf('/resetPassword/', '?token=abc')).toBe('reset-link');
    expect(firstScreenOf('/initialization/abc/', '')).toBe('first-connection');
  });

  it('tells the reset request form from the reset link by its token', () => {
    expect(firstScreenOf('/resetPassword', '')).toBe('forgotten-password');
    expect(firstScreenOf('/resetPassword', '?token=abc')).toBe('reset-link');
    expect(firstScreenOf('/resetPassword', '?other=1&token=abc')).toBe('reset-link');
  });

  it('answers the request form for a blank or empty token', () => {
    expect(firstScreenOf('/resetPassword', '?token=')).toBe('forgotten-password');
    expect(firstScreenOf('/resetPassword', '?token=%20%20')).toBe('forgotten-password');
    expect(firstScreenOf('/resetPassword', '?token=+')).toBe('forgotten-password');
    expect(firstScreenOf('/resetPassword', '?tokens=abc')).toBe('forgotten-password');
  });

  it('answers the first connection for any token of /initialization', () => {
    expect(firstScreenOf('/initialization/abc', '')).toBe('first-connection');
    expect(firstScreenOf('/initialization/Zx-9_8.7', '?utm=mail')).toBe('first-connection');
  });

  it('answers null for the paths no screen was prerendered for', () => {
    for (const pathname of [
      '/',
      '/saving',
      '/saving/offer/12',
      '/saving/news/3',
      '/saving/offer-list/extra',
      '/initialization',
      '/initialization/',
      '/initialization/a/b',
      '/login/again',
      '/resetPassword/abc',
      '/Login',
      '/nowhere',
    ]) {
      expect(firstScreenOf(pathname, ''), pathname).toBeNull();
    }
  });

  it('does not take the token of another page as a screen', () => {
    expect(firstScreenOf('/saving/offer/12', '?token=abc')).toBeNull();
  });
});

describe('FIRST_SCREENS', () => {
  it.each(ids)('gives %s a path that firstScreenOf maps back to it', (id) => {
    const { pathname, search } = new URL(FIRST_SCREENS[id].path, 'http://x');
    expect(firstScreenOf(pathname, search)).toBe(id);
  });

  it('writes each screen to its own HTML file', () => {
    expect(firstScreenFile('login')).toBe('first-screens/login.html');
    expect(new Set(ids.map(firstScreenFile)).size).toBe(ids.length);
  });
});

describe('isFrameScreen', () => {
  it('is true for the frames only, false for the whole pages', () => {
    expect(ids.filter(isFrameScreen).sort()).toEqual(
      [
        'first-connection',
        'news',
        'offer-list',
        'privilege-list',
        'reset-link',
        'sale-permission-list',
        'service-exclusive-list',
      ].sort(),
    );
    expect(isFrameScreen('login')).toBe(false);
    expect(isFrameScreen('forgotten-password')).toBe(false);
  });
});

describe('firstScreenFor', () => {
  it('gives the login form to visitors only: a signed-in user is sent home', () => {
    expect(firstScreenFor('/login', '', null)).toBe('login');
    expect(firstScreenFor('/login', '', 'PRO')).toBeNull();
  });

  it('gives a list’s frame only to the roles that may open the list', () => {
    expect(firstScreenFor('/saving/offer-list', '', 'NETWORK')).toBe('offer-list');
    expect(firstScreenFor('/saving/offer-list', '', null)).toBeNull();
    expect(firstScreenFor('/saving/offer-list', '', 'PARTNER')).toBeNull();
    expect(firstScreenFor('/saving/news', '', 'AGENCY')).toBe('news');
    expect(firstScreenFor('/saving/news', '', 'NETWORK')).toBeNull();
  });

  it('gives the reset and first-connection screens to everyone', () => {
    for (const role of [null, 'PRO', 'ADMIN'] as const) {
      expect(firstScreenFor('/resetPassword', '', role)).toBe('forgotten-password');
      expect(firstScreenFor('/resetPassword', '?token=t', role)).toBe('reset-link');
      expect(firstScreenFor('/initialization/t', '', role)).toBe('first-connection');
    }
  });
});

describe('roleOfHint', () => {
  it('reads a known role, and nothing else', () => {
    expect(roleOfHint('AGENCY')).toBe('AGENCY');
    expect(roleOfHint('ROOT')).toBeNull();
    expect(roleOfHint('')).toBeNull();
    expect(roleOfHint(undefined)).toBeNull();
  });
});
