/**
 * « Offres » of the back office (docs/back-office/offers.md), as an admin uses it: an offer
 * created in one of pro's sub-themes with the form's own checks, its logo and PDF price list
 * sent, published, renamed; pro then finds it in its offer list and downloads the PDF; archived,
 * it leaves pro's list. axe finds no violation on the list nor on the form. On a server of its
 * own: it adds an offer that other specs would count.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { VALIDITY_ORDER_MESSAGE } from '../../src/contract/back-office/schemas/offers';
import { pdfDocument, pngImage } from './fixtures/files';
import { testWithOwnServer as test } from './support/own-server';
import { login } from './support/saving';
import { expectAxeClean } from './support/axe';

const TITLE = 'Fibre dédiée pour les ateliers';
const RENAMED = 'Fibre dédiée 1 Gbit/s pour les ateliers';

test.use({ viewport: { width: 1280, height: 900 } });

/** A text field of the offer form (a sub-theme's checkbox may hold the same word). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** pro's offer list, in a browser of its own (nothing kept from an earlier visit). */
async function proOfferList(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/login');
  await login(page, 'pro@demo.fr', '/saving/offer-list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solutions & Tarifs Négociés');
  await expect(page.getByRole('list', { name: 'Liste des offres' })).toBeVisible();
  return { page, close: () => context.close() };
}

test('an admin creates, files, publishes, renames and archives an offer that pro sees', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await login(page, 'admin@demo.fr');
  await expect(page).toHaveURL('/bo/offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Offres' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Liste des offres et des promotions' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expectAxeClean(page, 'offer list');

  // The list: an accent-insensitive search, a filter, a sort.
  await page.getByLabel('Rechercher (titre, fournisseur, résumé)').fill('electricite');
  await expect(page).toHaveURL(/query=electricite/);
  await expect(table.getByRole('row').nth(1)).toContainText(/Électricité|électricité/);
  await page.getByLabel('Rechercher (titre, fournisseur, résumé)').fill('');
  await expect(page).not.toHaveURL(/query=/);
  await page.getByLabel('Type').selectOption({ label: 'Promotions' });
  await expect(page).toHaveURL(/privilege=/);
  await expect(table.getByRole('row').nth(1)).toContainText('Promotion');
  await expect(table.getByRole('cell', { name: 'Offre', exact: true })).toHaveCount(0);
  await table.getByRole('button', { name: /^Titre/ }).click();
  await expect(table.getByRole('columnheader', { name: /^Titre/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // A new offer: the form refuses what the server would refuse, in French.
  await page.getByRole('link', { name: 'Nouvelle offre' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle offre' })).toBeVisible();
  await field(page, 'Titre').fill(TITLE);
  await field(page, 'Fournisseur').fill('Réseaux du Rhône');
  await field(page, 'Résumé').fill('La fibre dédiée, installée en 10 jours.');
  await page
    .getByLabel('Description')
    .fill('Débit garanti, assistance sous 4 heures, box et installation comprises.');
  await field(page, 'Remise').fill('-15 %');
  await field(page, 'Site web').fill('http://www.reseaux-du-rhone.example/');
  await page.getByLabel('Début de validité').fill('2026-06-01');
  await page.getByLabel('Fin de validité').fill('2026-05-31');
  // Left first: its message, shown on leaving it, would move the button under the pointer.
  await page.getByLabel('Fin de validité').blur();
  await expect(page.getByText(VALIDITY_ORDER_MESSAGE)).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('L’adresse doit commencer par https://.')).toBeVisible();
  await expect(page.getByText('Choisissez au moins un sous-thème.')).toBeVisible();
  await expect(page).toHaveURL('/bo/offers/new');

  await field(page, 'Site web').fill('https://www.reseaux-du-rhone.example/pro');
  await page.getByLabel('Fin de validité').fill('2027-05-31');
  await page.getByText('Télécoms et informatique').click();
  await page.getByRole('checkbox', { name: 'Fibre optique' }).check();
  await expect(page.getByText('(1 choisi)', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Brouillon' })).toBeChecked();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/bo\/offers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('Offre créée.')).toBeVisible();
  const offerId = Number(/\/bo\/offers\/(\d+)$/.exec(page.url())![1]);
  await expectAxeClean(page, 'offer form');

  // Its logo and its price list, checked from their bytes by the server.
  const logo = page.getByLabel('Logo de l’offre');
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage(48, 48) });
  await expect(
    page.getByRole('img', { name: `Logo actuel de l’offre « ${TITLE} »` }),
  ).toBeVisible();
  const pdf = await pdfDocument('Grille tarifaire 2026 — Réseaux du Rhône');
  await page
    .getByLabel('Grille tarifaire (PDF)')
    .setInputFiles({ name: 'grille.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByRole('link', { name: /Voir la grille déposée/ })).toBeVisible();
  await expect(page.getByText('Les clients téléchargent la grille déposée.')).toBeVisible();
  // A PNG named .pdf passes the browser's check and is refused by the server.
  await page
    .getByLabel('Grille tarifaire (PDF)')
    .setInputFiles({ name: 'faux.pdf', mimeType: 'application/pdf', buffer: pngImage() });
  await expect(page.getByText('Le fichier doit être un PDF.')).toBeVisible();

  // Published now, then renamed.
  await page.getByRole('radio', { name: 'Publié' }).check();
  await expect(page.getByLabel('Publication programmée le')).toHaveValue('');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Enregistré.', { exact: true })).toBeVisible();
  await expect(page.locator('.bo-content-item__summary')).toContainText('Publié');
  await field(page, 'Titre').fill(RENAMED);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: RENAMED })).toBeVisible();

  // pro finds it in its list (« Fibre optique » is one of its sub-themes), with the PDF sent.
  const pro = await proOfferList(browser, baseURL!);
  try {
    await expect(pro.page.getByRole('article', { name: RENAMED })).toBeVisible();
    const download = await pro.page.request.get(`/document/offer/${offerId}/priceList/download`);
    expect(download.status()).toBe(200);
    expect(Buffer.compare(await download.body(), pdf)).toBe(0);
  } finally {
    await pro.close();
  }

  // Archived: it leaves pro's list.
  await page.getByRole('radio', { name: 'Archivé' }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('.bo-content-item__summary')).toContainText('Archivé');
  const again = await proOfferList(browser, baseURL!);
  try {
    await expect(again.page.getByRole('article').first()).toBeVisible();
    await expect(again.page.getByRole('article', { name: RENAMED })).toHaveCount(0);
  } finally {
    await again.close();
  }

  // Back in the list, filtered on archives, then deleted after confirming.
  await page.goto('/bo/offers?status=archived');
  await page.getByRole('link', { name: RENAMED }).click();
  await page.getByRole('button', { name: 'Supprimer l’offre' }).click();
  const dialog = page.getByRole('dialog', { name: `Supprimer « ${RENAMED} » ?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page).toHaveURL('/bo/offers');
  await expect(page.getByText('Offre supprimée.')).toBeVisible();
  await expect(page.getByRole('link', { name: RENAMED })).toHaveCount(0);
});
