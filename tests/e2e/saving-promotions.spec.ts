import { expect, test } from '@playwright/test';
import type { Offer } from '../../src/contract/api';
import { api, frenchCount, login, resultCount } from './support/saving';
import { expectPageFits, testEachLayoutWidth } from './support/layout';

for (const email of ['pro@demo.fr', 'agence@demo.fr', 'reseau@demo.fr']) {
  test(`${email}: promotions list, search and detail`, async ({ page }) => {
    await login(page, email);
    const promotions = await api<Offer[]>(page, '/fo/offer/user/offers/privilege');
    expect(promotions.length).toBeGreaterThan(0);
    expect(promotions.every((offer) => offer.privilege)).toBe(true);

    await page.goto('/saving/privilege-list');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotions');
    await expect(page).toHaveTitle('Promotions — Avantages Pro');
    await expect(resultCount(page)).toHaveText(
      frenchCount(promotions.length, 'promotion', 'promotions'),
    );
    const promotion = promotions[0]!;
    await expect(page.getByRole('article', { name: promotion.title })).toContainText(
      promotion.discount,
    );

    // The search ignores accents and case here too.
    const word = promotion.supplierName.split(' ')[0]!;
    const plain = word
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase();
    await page.getByRole('searchbox', { name: 'Rechercher une promotion' }).fill(plain);
    await expect(page.getByRole('article', { name: promotion.title })).toBeVisible();
    await expect(resultCount(page)).toContainText(' sur ');

    await page.getByRole('link', { name: promotion.title }).click();
    await expect(page).toHaveURL(new RegExp(`/saving/privilege/${promotion.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(promotion.title);
    await expect(page.getByRole('button', { name: /Accéder au site/ })).toBeVisible();
    await page.getByRole('link', { name: 'Retour aux promotions' }).click();
    await expect(page).toHaveURL(/\/saving\/privilege-list/);
    await expect(page.getByRole('searchbox', { name: 'Rechercher une promotion' })).toHaveValue(
      plain,
    );
  });
}

test('an unknown promotion says so and leads back to the promotions', async ({ page }) => {
  await login(page, 'pro@demo.fr', '/saving/privilege/999999');
  await expect(
    page.getByRole('heading', { name: 'Cette promotion est introuvable.' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Promotion — Avantages Pro');
  await page.getByRole('link', { name: 'Voir toutes les promotions' }).click();
  await expect(page).toHaveURL('/saving/privilege-list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotions');
});

testEachLayoutWidth('promotions pages', async (page) => {
  const [promotion] = await api<Offer[]>(page, '/fo/offer/user/offers/privilege');
  for (const path of ['/saving/privilege-list', `/saving/privilege/${promotion!.id}`]) {
    await expectPageFits(page, path);
  }
});
