import { expect, test, type Page } from '@playwright/test';
import type { ServicePlus } from '../../src/contract/api';
import { api, frenchCount, login, resultCount } from './support/saving';
import { stopTheClock } from './support/clock';
import { expectPageFits, testEachLayoutWidth } from './support/layout';

const SERVICE_FAILURE = 'La redirection vers le site du service plus a échoué.';

const LISTS = [
  {
    path: '/saving/service-exclusive-list',
    type: 'EXCLUSIVE_SERVICE',
    noun: ['service', 'services'],
  },
  {
    path: '/saving/sale-permission-list',
    type: 'SALE_PERMISSION',
    noun: ['accord de vente', 'accords de vente'],
  },
] as const;

/** The title each account sees: the profile's custom labels replace the default ones. */
const ACCOUNTS = [
  {
    email: 'pro@demo.fr',
    titles: { EXCLUSIVE_SERVICE: 'Services Premium', SALE_PERMISSION: 'Ventes privées' },
  },
  {
    email: 'agence@demo.fr',
    titles: { EXCLUSIVE_SERVICE: 'Services Exclusifs', SALE_PERMISSION: null },
  },
  {
    email: 'reseau@demo.fr',
    titles: { EXCLUSIVE_SERVICE: 'Services Exclusifs', SALE_PERMISSION: 'Accords de vente' },
  },
] as const;

async function services(page: Page, type: string) {
  return api<ServicePlus[]>(page, `/fo/servicePlus/?type=${type}`);
}

for (const account of ACCOUNTS) {
  test(`${account.email}: services lists and details with the right titles`, async ({ page }) => {
    await login(page, account.email);
    for (const list of LISTS) {
      const title = account.titles[list.type];
      await page.goto(list.path);
      if (title === null) {
        // Sale permissions are off for this account: nothing to show, and it is said why.
        await expect(
          page.getByText('Cette rubrique n’est pas activée pour votre compte.'),
        ).toBeVisible();
        continue;
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} — Avantages Pro`);
      const all = await services(page, list.type);
      expect(all.length).toBeGreaterThan(0);
      await expect(resultCount(page)).toHaveText(
        frenchCount(all.length, list.noun[0], list.noun[1]),
      );
      for (const service of all) {
        await expect(page.getByRole('article', { name: service.title })).toContainText(
          service.summary,
        );
      }
      const service = all[0]!;
      await page.getByRole('link', { name: service.title }).click();
      await expect(page).toHaveURL(new RegExp(`/saving/service/${service.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
      await expect(page.getByText(service.description.split('\n')[0]!)).toBeVisible();
      await expect(page.getByRole('button', { name: /Accéder au site/ })).toBeVisible();
      await page.getByRole('link', { name: `Retour : ${title}` }).click();
      await expect(page).toHaveURL(new RegExp(`${list.path}$`));
    }
  });
}

test.describe('service redirection', () => {
  test('"Accéder au site" opens the returned url in a new tab', async ({ page, context }) => {
    await context.route('https://**.example/**', (route) =>
      route.fulfill({ body: 'ok', contentType: 'text/plain' }),
    );
    await login(page, 'pro@demo.fr');
    const [service] = await services(page, 'EXCLUSIVE_SERVICE');
    await page.goto(`/saving/service/${service!.id}`);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: /Accéder au site/ }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/^https:\/\/[^/]+\.example\//);
    expect(new URL(tab.url()).hostname).toBe(new URL(service!.website).hostname);
  });

  test('a failed redirection shows the service toast for 3 seconds', async ({ page }) => {
    await page.clock.install();
    await login(page, 'reseau@demo.fr');
    const [service] = await services(page, 'SALE_PERMISSION');
    await page.goto(`/saving/service/${service!.id}`);
    await page.route('**/fo/servicePlus/userWebsiteRedirection/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    const redirect = page.getByRole('button', { name: /Accéder au site/ });
    await stopTheClock(page, redirect);
    await redirect.click();
    const toast = page.getByRole('alert').getByText(SERVICE_FAILURE);
    await expect(toast).toBeVisible();
    await page.clock.runFor(2999);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1);
    await expect(toast).toBeHidden();
  });

  test('a service of a type the account does not have is not found', async ({ page }) => {
    await login(page, 'reseau@demo.fr');
    const [sale] = await services(page, 'SALE_PERMISSION');
    await login(page, 'agence@demo.fr', `/saving/service/${sale!.id}`);
    await expect(page.getByRole('heading', { name: 'Ce service est introuvable.' })).toBeVisible();
  });
});

testEachLayoutWidth('services pages', async (page) => {
  const [service] = await services(page, 'EXCLUSIVE_SERVICE');
  for (const path of [...LISTS.map((list) => list.path), `/saving/service/${service!.id}`]) {
    await expectPageFits(page, path);
  }
});
