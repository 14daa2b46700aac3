/**
 * « Services » and « Actualités » of the back office (docs/back-office/services-plus.md,
 * docs/back-office/news.md), as an admin uses them, and what customers then see in the PWA: an
 * exclusive service created, published, given a logo and edited shows in pro's « Services
 * Premium », and leaves it once archived; a news item written with an image and published shows
 * in agence's news, its body as plain text; another, scheduled a few seconds ahead, shows at its
 * time. On a server of their own: they publish content that other specs count.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { pngImage } from './fixtures/files';
import { testWithOwnServer as test } from './support/own-server';
import { login } from './support/saving';
import { expectAxeClean } from './support/axe';

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * A customer's browser of its own (another context: its own cookies, and nothing kept from an
 * earlier visit: the PWA refetches what it shows once it is a minute old, docs/offline.md),
 * logged in and opened at `path`.
 */
async function customerPage(
  browser: Browser,
  baseURL: string,
  email: string,
  path: string,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await login(page, email, path);
  return page;
}

/** Runs `check` on a customer's fresh browser at `path`, and closes it. */
async function inCustomerBrowser(
  browser: Browser,
  baseURL: string,
  email: string,
  path: string,
  check: (page: Page) => Promise<void>,
) {
  const page = await customerPage(browser, baseURL, email, path);
  try {
    await check(page);
  } finally {
    await page.context().close();
  }
}

async function openSection(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Sections du back office' })
    .getByRole('link', { name })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const saved = (page: Page) => page.getByRole('status').filter({ hasText: 'Enregistré.' });

test('an exclusive service: created, published, logo, edited, seen by pro, archived', async ({
  page,
  browser,
  ownServer,
}) => {
  // Two browsers and five screens checked by axe.
  test.setTimeout(180_000);
  await login(page, 'admin@demo.fr');
  await openSection(page, 'Services');
  await expect(page.getByRole('table', { name: /services exclusifs/ })).toBeVisible();
  await expectAxeClean(page, 'services list');

  // The list searches without accents and filters by type, in the address.
  const search = page.getByRole('searchbox', { name: 'Rechercher (titre, résumé)' });
  await search.fill('ENERGETIQUE');
  await page.getByLabel('Type').selectOption({ label: 'Service exclusif' });
  await expect(page).toHaveURL(/query=ENERGETIQUE/);
  await expect(page).toHaveURL(/type=EXCLUSIVE_SERVICE/);
  await expect(page.getByRole('link', { name: 'Audit énergétique offert' })).toBeVisible();
  await expect(page.getByText('Page 1 sur 1 · 1 résultat')).toBeVisible();
  await page.getByLabel('Type').selectOption({ label: 'Accord de vente' });
  await expect(page.getByText('Aucun résultat.')).toBeVisible();
  await search.fill('');
  await page.getByLabel('Type').selectOption({ label: 'Tous' });
  await expect(page).not.toHaveURL(/query=|type=/);

  await page.getByRole('link', { name: 'Nouveau service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau service' })).toBeVisible();
  await expectAxeClean(page, 'new service form');

  await page.getByLabel('Type').selectOption({ label: 'Service exclusif' });
  await page.getByLabel('Titre').fill('Covoiturage des équipes');
  await page
    .getByLabel('Résumé')
    .fill('Des trajets partagés entre collègues, organisés pour vous.');
  await page
    .getByLabel('Description')
    .fill('Une application met en relation les salariés.\n\nLes trajets sont assurés.');
  await page.getByRole('radio', { name: 'Publié' }).check();
  await page.getByLabel('Site web').fill('http://covoiturage.example');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  // The browser checks with the contract's schema before anything is sent.
  await expect(page.getByText('L’adresse doit commencer par https://.')).toBeVisible();
  await page.getByLabel('Site web').fill('https://covoiturage.example/avantages');
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page).toHaveURL(/\/bo\/services-plus\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Covoiturage des équipes' }),
  ).toBeVisible();
  await expect(page.getByText('Service exclusif ·')).toBeVisible();
  await expect(page.locator('.bo-content-item__summary').getByText('Publié')).toBeVisible();
  await expectAxeClean(page, 'service form');

  // A file that is no image is refused in French; a PNG becomes the logo, shown at once.
  const logoInput = page.getByLabel('Logo du service');
  await logoInput.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'L’image doit être au format PNG, JPEG ou WebP' }),
  ).toBeVisible();
  await logoInput.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: pngImage(48, 48, [0x1e, 0x6b, 0x52]),
  });
  await expect(page.getByText('Fichier enregistré.')).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Logo actuel du service « Covoiturage des équipes »' }),
  ).toBeVisible();
  // The removal stays inside its panel, below the file picker (it once stuck out of it).
  const panel = await page.getByRole('region', { name: 'Logo' }).boundingBox();
  const removal = await page.getByRole('button', { name: 'Retirer le logo' }).boundingBox();
  expect(removal!.x + removal!.width).toBeLessThanOrEqual(panel!.x + panel!.width);

  // Edited: the new title is the page's, and the list's.
  await page.getByLabel('Titre').fill('Covoiturage des équipes Premium');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(saved(page)).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Covoiturage des équipes Premium' }),
  ).toBeVisible();

  // Pro sees it among its « Services Premium », with its logo.
  const PRO_LIST = '/saving/service-exclusive-list';
  await inCustomerBrowser(browser, ownServer.baseURL, 'pro@demo.fr', PRO_LIST, async (pro) => {
    await expect(pro.getByRole('heading', { level: 1 })).toHaveText('Services Premium');
    const card = pro.getByRole('article', { name: 'Covoiturage des équipes Premium' });
    await expect(card).toContainText('Des trajets partagés entre collègues, organisés pour vous.');
    await expect(card.locator('img')).toBeVisible();
  });

  // Archived, it leaves pro's list.
  await page.getByRole('radio', { name: 'Archivé' }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(saved(page)).toBeVisible();
  await expect(page.locator('.bo-content-item__summary').getByText('Archivé')).toBeVisible();
  await inCustomerBrowser(browser, ownServer.baseURL, 'pro@demo.fr', PRO_LIST, async (pro) => {
    await expect(pro.getByRole('article', { name: 'Audit énergétique offert' })).toBeVisible();
    await expect(pro.getByRole('article', { name: 'Covoiturage des équipes Premium' })).toHaveCount(
      0,
    );
  });

  // The list shows it archived, sorted by title.
  await openSection(page, 'Services');
  await page.getByLabel('Statut').selectOption({ label: 'Archivé' });
  const row = page.getByRole('row', { name: /Covoiturage des équipes Premium/ });
  await expect(row).toContainText('Archivé');
  await page.getByRole('button', { name: /Titre/ }).click();
  await expect(page.getByRole('columnheader', { name: /Titre/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // Deleted after a confirmation.
  await row.getByRole('link', { name: 'Covoiturage des équipes Premium' }).click();
  await page.getByRole('button', { name: 'Supprimer le service' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Supprimer « Covoiturage des équipes Premium » ?',
  });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page, 'delete confirmation');
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page).toHaveURL(/\/bo\/services-plus(\?|$)/);
  await expect(page.getByRole('link', { name: 'Covoiturage des équipes Premium' })).toHaveCount(0);
});

test('news: written with an image and published, then another scheduled, as agence sees them', async ({
  page,
  browser,
  ownServer,
}) => {
  // Two browsers and four screens checked by axe.
  test.setTimeout(180_000);
  await login(page, 'admin@demo.fr');
  await openSection(page, 'Actualités');
  await expect(page.getByRole('table', { name: 'Liste des actualités' })).toBeVisible();
  await expectAxeClean(page, 'news list');

  await page.getByRole('link', { name: 'Nouvelle actualité' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle actualité' })).toBeVisible();
  await expectAxeClean(page, 'new news form');

  // Required fields say so in French before anything is sent.
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();

  await page.getByLabel('Titre').fill('Salon des artisans 2027');
  await page.getByLabel('Résumé').fill('Retrouvez-nous au salon, stand 42.');
  // Markup in the body is text: customers read it as typed.
  await page
    .getByLabel('Texte')
    .fill('Le salon ouvre ses portes le 12 mars.\n\nVenez <b>nombreux</b> & en avance.');
  await page.getByRole('radio', { name: 'Publié' }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/bo\/news\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Salon des artisans 2027' }),
  ).toBeVisible();
  await expectAxeClean(page, 'news form');

  await page.getByLabel('Image de l’actualité').setInputFiles({
    name: 'salon.png',
    mimeType: 'image/png',
    buffer: pngImage(64, 32, [0xc0, 0x40, 0x20]),
  });
  await expect(page.getByText('Fichier enregistré.')).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Image actuelle de l’actualité « Salon des artisans 2027 »' }),
  ).toBeVisible();

  await inCustomerBrowser(
    browser,
    ownServer.baseURL,
    'agence@demo.fr',
    '/saving/news',
    async (agence) => {
      await expect(agence.getByRole('heading', { level: 1 })).toHaveText('Actualités');
      const article = agence.getByRole('article', { name: 'Salon des artisans 2027' });
      await expect(article).toContainText('Retrouvez-nous au salon, stand 42.');
      await article.getByRole('link', { name: 'Salon des artisans 2027' }).click();
      await expect(agence.getByRole('heading', { level: 1 })).toHaveText('Salon des artisans 2027');
      await expect(agence.getByText('Venez <b>nombreux</b> & en avance.')).toBeVisible();
      await expect(agence.locator('main b')).toHaveCount(0);
      await expect(agence.locator('main img')).toBeVisible();
    },
  );

  // Another one, scheduled in the admin's own time: the server holds that instant. That customers
  // see it at that time and not before is the API's test (back-office-content-suite.ts).
  await openSection(page, 'Actualités');
  await page.getByRole('link', { name: 'Nouvelle actualité' }).click();
  await page.getByLabel('Titre').fill('Fermeture exceptionnelle');
  await page.getByLabel('Résumé').fill('Nos bureaux seront fermés le 1er mai.');
  await page.getByLabel('Texte').fill('Le service client reprendra le 2 mai.');
  await page.getByRole('radio', { name: 'Publié' }).check();
  // 1 May next year, 09:30 in Paris (summer time): 07:30 UTC.
  const year = new Date().getFullYear() + 1;
  await page.getByLabel('Publication programmée le').fill(`${year}-05-01T09:30`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/bo\/news\/\d+$/);
  await expect(page.locator('.bo-content-item__summary')).toContainText(
    `Programmé le 01/05/${year} à 09:30`,
  );
  const id = new URL(page.url()).pathname.split('/').pop();
  const stored = await page.request.get(`/bo/api/news/${id}`);
  expect(((await stored.json()) as { publishedAt: string }).publishedAt).toBe(
    `${year}-05-01T07:30:00.000Z`,
  );
  await inCustomerBrowser(
    browser,
    ownServer.baseURL,
    'agence@demo.fr',
    '/saving/news',
    async (agence) => {
      await expect(agence.getByRole('article', { name: 'Salon des artisans 2027' })).toBeVisible();
      await expect(agence.getByRole('article', { name: 'Fermeture exceptionnelle' })).toHaveCount(
        0,
      );
    },
  );
});
