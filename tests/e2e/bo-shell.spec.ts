/**
 * The back office's frame (docs/back-office/README.md): an admin lands in it after logging in,
 * moves through every section by mouse and keyboard, and axe finds no violation at 1000 px wide;
 * anyone else is kept out. Its build stays out of the PWA's precache.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loginThroughUi } from './support/login';
import { login } from './support/saving';
import { expectAxeClean } from './support/axe';

const SECTIONS = [
  ['Offres', '/bo/offers'],
  ['Services', '/bo/services-plus'],
  ['Actualités', '/bo/news'],
  ['Partenaires', '/bo/partners'],
  ['Utilisateurs', '/bo/users'],
  ['Thèmes', '/bo/theme-tree'],
  ['Habillage', '/bo/branding'],
  ['Statistiques', '/bo/statistics'],
  ['Journal', '/bo/audit'],
  ['Courriels envoyés', '/bo/emails'],
  ['Sécurité', '/bo/security'],
] as const;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Sections du back office' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** The page's own title: each section names its pages as it likes. */
const pageTitle = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test.use({ viewport: { width: 1000, height: 800 } });

test.describe('the back office shell', () => {
  test('opens « Offres » after the admin logs in, with the admin named', async ({ page }) => {
    await loginThroughUi(page, 'admin@demo.fr');
    await expect(page).toHaveURL('/bo/offers');
    await expect(pageTitle(page)).toContainText('Offres');
    await expect(page).toHaveTitle(/^Offres.* — Back office$/);
    await expect(page.getByRole('banner')).toContainText('Back office');
    await expect(page.getByRole('banner')).toContainText('admin@demo.fr');
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Offres' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // In the order of the brief, and nothing else.
    await expect(nav(page).getByRole('link')).toHaveText(SECTIONS.map(([label]) => label));
  });

  test('goes to every section by mouse, and a deep link opens as it is', async ({ page }) => {
    await login(page, 'admin@demo.fr');
    for (const [label, url] of SECTIONS) {
      await nav(page).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(url);
      await expect(pageTitle(page)).toBeVisible();
      await expect(page).toHaveTitle(/ — Back office$/);
      await expect(nav(page).getByRole('link', { name: label })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);
    }
    await page.goto('/bo/audit');
    await expect(nav(page).getByRole('link', { name: 'Journal' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pageTitle(page)).toBeVisible();
    await page.goto('/bo/no/such/page');
    await expect(heading(page, 'Page introuvable')).toBeVisible();
  });

  test('goes to every section by keyboard, the focus landing on the page’s title', async ({
    page,
  }) => {
    await login(page, 'admin@demo.fr');
    await expect(pageTitle(page)).toBeVisible();
    // From the top of the page: the skip link, the logout button, then the sections in order.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav(page).getByRole('link', { name: 'Offres' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/bo/services-plus');
    await expect(pageTitle(page)).toBeFocused();
    // From a page's title back up the menu, which comes just before it.
    for (const [index, [label, url]] of SECTIONS.entries()) {
      if (index < 2) continue;
      for (let step = index; step < SECTIONS.length; step += 1) {
        await page.keyboard.press('Shift+Tab');
      }
      await expect(nav(page).getByRole('link', { name: label })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(url);
      await expect(pageTitle(page)).toBeFocused();
    }
  });

  test('axe finds no violation on the shell at 1000 px wide', async ({ page }) => {
    await login(page, 'admin@demo.fr');
    // The frame around the shell's own page (each section checks its own screens).
    await page.goto('/bo/nulle/part');
    await expect(heading(page, 'Page introuvable')).toBeVisible();
    await expectAxeClean(page, 'shell', { afterHeading: false });
    // Nothing scrolls sideways at the narrowest supported width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1000,
    );
  });

  test('logs the admin out to the login page', async ({ page }) => {
    await login(page, 'admin@demo.fr');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/bo/offers');
    await expect(page).toHaveURL('/login');
  });

  test('shows a pro the 403 page', async ({ page }) => {
    await login(page, 'pro@demo.fr');
    const response = await page.goto('/bo');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();
    await page.goto('/bo/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();
  });

  test('sends a visitor without a session to /login', async ({ page }) => {
    await page.goto('/bo/some/deep/link');
    await expect(page).toHaveURL('/login');
  });
});

test('the PWA’s service worker precaches no file of the back office', async ({ request }) => {
  const served = await (await request.get('/sw.js')).text();
  const built = await readFile(path.join(process.env.DIST_DIR ?? 'dist', 'sw.js'), 'utf8');
  expect(served).toBe(built);
  // The precache list names the PWA's shell: an empty or unreadable list would prove nothing.
  expect(built).toContain('"url":"index.html"');
  expect(built).not.toMatch(/"url":"\/?bo\//);
  const boPage = await readFile(path.join(process.env.DIST_DIR ?? 'dist', 'bo', 'index.html'));
  expect(boPage.length).toBeGreaterThan(0);
});
