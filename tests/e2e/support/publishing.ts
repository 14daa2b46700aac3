import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { ThemeNode } from '../../../src/contract/api';
import type { BoOffer } from '../../../src/contract/back-office/schemas/offers';
import { signIn } from './login';
import { subThemesOf } from './saving';

/** An API session of its own (a browser of its own): the admin's, or a user's to read its data. */
export async function apiSession(baseURL: string, email: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  await signIn(context, email);
  return context;
}

export async function read<T>(api: APIRequestContext, url: string): Promise<T> {
  const response = await api.get(url);
  expect(response.ok(), `${url} → ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** One of the session's user's chosen sub-themes, where a new offer is news for them. */
export async function chosenSubTheme(user: APIRequestContext): Promise<number> {
  const tree = await read<ThemeNode>(user, '/fo/theme/categoryThemeSubThemeTreeWithUserPreference');
  const chosen = tree.children.flatMap(subThemesOf).find((leaf) => leaf.active);
  if (!chosen) throw new Error('The demo user has chosen sub-themes in the demo data.');
  return chosen.id;
}

/** The admin publishes an offer for pro (a promotion with `privilege`) in a sub-theme, now. */
export async function publishOffer(
  admin: APIRequestContext,
  subThemeId: number,
  title: string,
  privilege = false,
): Promise<BoOffer> {
  const response = await admin.post('/bo/api/offers', {
    data: {
      title,
      supplierName: 'Atelier Lumière',
      summary: 'Un éclairage LED posé et entretenu pour les ateliers.',
      description: 'Audit, pose et entretien de l’éclairage LED de vos locaux professionnels.',
      discount: '-20 %',
      website: 'https://www.atelier-lumiere.example',
      validFrom: '2026-01-01',
      validTo: '2030-12-31',
      subThemeIds: [subThemeId],
      visibleRoles: ['PRO'],
      privilege,
      priceList: false,
      status: 'published',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as BoOffer;
}
