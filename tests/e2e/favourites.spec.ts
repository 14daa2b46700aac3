/**
 * Favourites (docs/http-contract.md, "Favourites"): a customer stars an offer from its list and a
 * service from its page, finds both in « Mes favoris », removes one offline and the change reaches
 * the server once back online; the next user of the device sees none of them. On a server of its
 * own: the test changes pro's favourites and logs users out.
 */
import { expect, type Page } from '@playwright/test';
import type { Favourites, ServicePlus } from '../../src/contract/api';
import { expectAxeClean } from './support/axe';
import { loginThroughUi } from './support/login';
import { banner, waitForServiceWorkerControl } from './support/offline';
import { testWithOwnServer } from './support/own-server';
import { api, login, offersOfStoredSelection } from './support/saving';

const test = testWithOwnServer;

const pending = (page: Page, count: number) =>
  page.getByRole('status').filter({
    hasText: `${count} modification${count > 1 ? 's' : ''} en attente de synchronisation`,
  });
const synced = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Modifications synchronisées' });

async function openFavourites(page: Page) {
  await page
    .getByRole('navigation', { name: 'Mon espace' })
    .getByRole('link', { name: 'Mes favoris' })
    .click();
  await expect(page).toHaveURL('/my-space/favourites');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes favoris');
}

test('a customer keeps an offer and a service as favourites, removes one offline, and the next user sees none', async ({
  page,
  context,
}) => {
  await login(page, 'pro@demo.fr');
  // The list's first offer, named by the server: the page's first card may still be a placeholder.
  const [offer] = (await offersOfStoredSelection(page)).visible;
  if (!offer) throw new Error('Aucune offre dans la sélection de pro');
  const [service] = await api<ServicePlus[]>(page, '/fo/servicePlus/?type=EXCLUSIVE_SERVICE');
  if (!service) throw new Error('Aucun service exclusif de démonstration');

  // An offer starred from its card in the list.
  await page.goto('/saving/offer-list');
  const firstCard = page.getByRole('article', { name: offer.title });
  await firstCard.getByRole('button', { name: 'Ajouter aux favoris' }).click();
  await expect(firstCard.getByRole('button', { name: 'Retirer des favoris' })).toBeVisible();
  await expect(page).toHaveURL('/saving/offer-list'); // the card's link was not followed

  // A service starred from its own page.
  await page.goto(`/saving/service/${service.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
  await page.getByRole('button', { name: 'Ajouter aux favoris' }).click();
  await expect(page.getByRole('button', { name: 'Retirer des favoris' })).toBeVisible();
  await expect
    .poll(async () => {
      const stored = await api<Favourites>(page, '/fo/user/favourites');
      return [stored.offers.map((item) => item.id), stored.servicesPlus.map((item) => item.id)];
    })
    .toEqual([[offer.id], [service.id]]);

  // Both in « Mes favoris », each linking to its page.
  await page.goto('/my-space/dashboard');
  await openFavourites(page);
  const offerCard = page.getByRole('article', { name: offer.title });
  const serviceCard = page.getByRole('article', { name: service.title });
  await expect(offerCard).toBeVisible();
  await expect(serviceCard).toBeVisible();
  await expect(serviceCard.getByRole('link', { name: service.title })).toHaveAttribute(
    'href',
    `/saving/service/${service.id}`,
  );
  await expectAxeClean(page, 'Mes favoris');

  // Removed offline: gone from the page at once, sent when the connection returns.
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await expect(banner(page)).toBeVisible();
  await offerCard.getByRole('button', { name: 'Retirer des favoris' }).click();
  await expect(offerCard).toHaveCount(0);
  await expect(pending(page, 1)).toBeVisible();
  await context.setOffline(false);
  await expect(synced(page)).toBeVisible();
  await expect
    .poll(async () => (await api<Favourites>(page, '/fo/user/favourites')).offers.length)
    .toBe(0);
  await expect(serviceCard).toBeVisible();

  // The next user of the device sees none of pro's favourites.
  await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await loginThroughUi(page, 'agence@demo.fr');
  await page.goto('/my-space/favourites');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes favoris');
  await expect(page.getByText('Vous n’avez pas encore de favori.')).toBeVisible();
  await expect(page.getByRole('article', { name: service.title })).toHaveCount(0);
});
