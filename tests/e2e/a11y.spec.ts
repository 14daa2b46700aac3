/**
 * axe-core on every screen of the app, as each role sees it: no serious or critical violation of
 * WCAG 2.1 A/AA. Screens are checked once their content has loaded (heading shown, network idle).
 */
import { expect, test, type Page } from '@playwright/test';
import { api, login } from './support/saving';
import { expectAxeClean } from './support/axe';

async function expectNoSeriousViolation(page: Page, screen: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAxeClean(page, screen, { afterHeading: false, seriousOnly: true });
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expectNoSeriousViolation(page, path);
}

test.describe('screens without a session', () => {
  for (const path of ['/login', '/resetPassword', '/initialization/bienvenue-demo']) {
    test(path, async ({ page }) => {
      await visit(page, path);
    });
  }

  test('login with the errors of an empty submission shown', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expectNoSeriousViolation(page, 'login errors');
  });
});

test.describe('saving screens (pro)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('lists and details', async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, 'pro@demo.fr');
    const [offer] = await api<{ id: number }[]>(page, '/fo/offer/user/offers');
    const [privilege] = await api<{ id: number }[]>(page, '/fo/offer/user/offers/privilege');
    const [service] = await api<{ id: number }[]>(page, '/fo/servicePlus/?type=EXCLUSIVE_SERVICE');
    const [agreement] = await api<{ id: number }[]>(page, '/fo/servicePlus/?type=SALE_PERMISSION');
    const [news] = await api<{ id: number }[]>(page, '/fo/news/');
    for (const path of [
      '/saving/offer-list',
      `/saving/offer/${offer!.id}`,
      '/saving/privilege-list',
      `/saving/privilege/${privilege!.id}`,
      '/saving/service-exclusive-list',
      `/saving/service/${service!.id}`,
      '/saving/sale-permission-list',
      `/saving/service/${agreement!.id}`,
      '/saving/news',
      `/saving/news/${news!.id}`,
    ]) {
      await visit(page, path);
    }
  });
});

test.describe('saving screens on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the offer list, its filters and the side menu', async ({ page }) => {
    await login(page, 'agence@demo.fr');
    await visit(page, '/saving/offer-list');
    await page.getByRole('button', { name: /Filtrer par thème/ }).click();
    await expectNoSeriousViolation(page, 'filters open');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoSeriousViolation(page, 'side menu');
  });
});

test.describe('my space', () => {
  test.use({ viewport: { width: 1300, height: 900 } });

  for (const email of ['pro@demo.fr', 'admin@demo.fr']) {
    test(email, async ({ page }) => {
      test.setTimeout(90_000);
      await login(page, email);
      for (const path of [
        '/my-space/dashboard',
        '/my-space/profile',
        '/my-space/preferences',
        '/my-space/company',
        '/my-space/offline',
      ]) {
        await visit(page, path);
      }
    });
  }
});

test.describe('partner space', () => {
  test.use({ viewport: { width: 1300, height: 900 } });

  test('partenaire@demo.fr', async ({ page }) => {
    await login(page, 'partenaire@demo.fr');
    await visit(page, '/partner');
  });
});
