import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/app/query-client';
import { createAppRouter, openingPageIntro } from '../../../src/app/router';
import { signedInRole } from '../../../src/entities/session/api';

/** The app's router as the app creates it, opened on `path`. */
function routerAt(path: string) {
  window.history.replaceState(null, '', path);
  return createAppRouter(createQueryClient());
}

describe('openingPageIntro', () => {
  it('gives the title of a list page to a role that may open it', () => {
    expect(openingPageIntro(routerAt('/saving/news'), 'PRO')?.title).toBe('Actualités');
    expect(openingPageIntro(routerAt('/saving/offer-list'), 'NETWORK')?.title).toBe(
      'Solutions & Tarifs Négociés',
    );
  });

  it('gives nothing where the role is about to be sent elsewhere', () => {
    // News are for pro and agency; the saving pages for customers.
    expect(openingPageIntro(routerAt('/saving/news'), 'NETWORK')).toBeNull();
    expect(openingPageIntro(routerAt('/saving/offer-list'), 'PARTNER')).toBeNull();
    expect(openingPageIntro(routerAt('/saving/offer-list'), 'ADMIN')).toBeNull();
  });

  it('keeps the opening screen when the role is not known', () => {
    expect(openingPageIntro(routerAt('/saving/news'), null)?.title).toBe('Actualités');
  });

  it('gives nothing for a page without an intro', () => {
    expect(openingPageIntro(routerAt('/my-space/dashboard'), 'PRO')).toBeNull();
  });
});

describe('signedInRole', () => {
  afterEach(() => {
    document.cookie = 'signed_in=; path=/; max-age=0';
  });

  it('reads the role the server put in the signed-in hint', () => {
    document.cookie = 'signed_in=AGENCY; path=/';
    expect(signedInRole()).toBe('AGENCY');
  });

  it('is null without a hint, or with one that names no role', () => {
    expect(signedInRole()).toBeNull();
    document.cookie = 'signed_in=1; path=/';
    expect(signedInRole()).toBeNull();
    document.cookie = 'signed_in=SUPERADMIN; path=/';
    expect(signedInRole()).toBeNull();
  });
});
