import { expect, type Page } from '@playwright/test';
import type { Offer, ThemeNode } from '../../../src/contract/api';
import { signIn } from './login';

/**
 * Logs `email` in on a fresh session without the form (the login specs prove the form), then
 * opens `path`, or the page the form would have led to: one page load instead of two.
 */
export async function login(page: Page, email: string, path?: string) {
  await page.context().clearCookies();
  // The open page, if any, is left first, as the login page's load left it.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  const { redirectUrl } = await signIn(page.request, email);
  await page.goto(path ?? redirectUrl);
}

/** What the server holds for the logged-in user (the page's cookies go with these requests). */
export async function api<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), `${url} → ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export function subThemesOf(node: ThemeNode): ThemeNode[] {
  return node.children.length === 0 ? [node] : node.children.flatMap(subThemesOf);
}

/** The offers of the stored selection, as the list shows them by default. */
export async function offersOfStoredSelection(page: Page) {
  const offers = await api<Offer[]>(page, '/fo/offer/user/offers');
  const tree = await api<ThemeNode>(page, '/fo/theme/categoryThemeSubThemeTreeWithUserPreference');
  const leaves = tree.children.flatMap(subThemesOf);
  const stored = new Set(leaves.filter((leaf) => leaf.active).map((leaf) => leaf.id));
  const visible = offers.filter((offer) => offer.subThemeIds.some((id) => stored.has(id)));
  return { offers, tree, leaves, stored, visible };
}

/** "1 234 offres" as the page writes it (narrow no-break space between thousands). */
export function frenchCount(count: number, singular: string, plural: string) {
  return `${new Intl.NumberFormat('fr-FR').format(count)} ${count > 1 ? plural : singular}`;
}

/** The live region holding the result count. */
export const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /^\d/ });
