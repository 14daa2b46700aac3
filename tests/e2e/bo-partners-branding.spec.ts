/**
 * « Partenaires » and « Habillage » of the back office (docs/back-office/partners.md,
 * docs/back-office/branding.md), as an admin uses them: a partner created with its logo and
 * edited; an agency's colors changed with the preview following and a pair below AA refused, a
 * network logo sent; then the agency's own user sees the new header. On a server of their own:
 * they change demo data that other specs read.
 */
import { expect, type Page } from '@playwright/test';
import { pngImage } from './fixtures/files';
import { loginThroughUi } from './support/login';
import { testWithOwnServer as test } from './support/own-server';
import { login } from './support/saving';
import { expectAxeClean } from './support/axe';

const AGENCY = 'Horizon Immobilier — Agence de Lyon Part-Dieu';

test.use({ viewport: { width: 1280, height: 900 } });

/** The computed background color of the element, as `rgb(r, g, b)`. */
const backgroundOf = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => getComputedStyle(element).backgroundColor);

test('an admin creates a partner with a logo, then edits its description', async ({ page }) => {
  await login(page, 'admin@demo.fr');
  await page
    .getByRole('navigation', { name: 'Sections du back office' })
    .getByRole('link', {
      name: 'Partenaires',
    })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Partenaires' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Groupement Artisans Plus', exact: true }),
  ).toBeVisible();
  await expectAxeClean(page, 'partners list');

  await page.getByRole('link', { name: 'Nouveau partenaire' }).click();
  await page.getByLabel('Nom').fill('Coopérative Énergie Verte');
  await page.getByLabel('Description').fill('Électricité renouvelable pour les artisans.');
  await page.getByLabel('Site web').fill('http://energie-verte.example');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('L’adresse doit commencer par https://.')).toBeVisible();
  await page.getByLabel('Site web').fill('https://energie-verte.example');
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page).toHaveURL(/\/bo\/partners\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Coopérative Énergie Verte' }),
  ).toBeVisible();
  await expect(page.getByText('Aucun utilisateur n’est rattaché à ce partenaire.')).toBeVisible();

  const logo = pngImage(48, 24, [0x0f, 0x76, 0x6e]);
  await page
    .getByLabel('Logo du partenaire')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByText('Fichier enregistré.')).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Logo actuel du partenaire « Coopérative Énergie Verte »' }),
  ).toHaveAttribute('src', `data:image/png;base64,${logo.toString('base64')}`);

  // An SVG is refused with the server's message, and the logo stays.
  await page.getByLabel('Logo du partenaire').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(
    page.getByText('L’image doit être au format PNG, JPEG ou WebP (SVG refusé).'),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Logo actuel du partenaire « Coopérative Énergie Verte »' }),
  ).toBeVisible();

  await page.getByLabel('Description').fill('Électricité et gaz renouvelables pour les artisans.');
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().includes('/bo/api/partners/'),
  );
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByLabel('Description')).toHaveValue(
    'Électricité et gaz renouvelables pour les artisans.',
  );
  await expectAxeClean(page, 'partner page');

  // The list finds it without its accents; the demo partner still has users, so it stays.
  await page.goto('/bo/partners');
  await page.getByLabel('Rechercher un partenaire (nom, description)').fill('energie gaz');
  await expect(
    page.getByRole('link', { name: 'Coopérative Énergie Verte', exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Groupement Artisans Plus', exact: true }),
  ).toHaveCount(0);
  await page.getByLabel('Rechercher un partenaire (nom, description)').fill('');
  await page.getByRole('link', { name: 'Groupement Artisans Plus', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'partenaire@demo.fr' })).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer le partenaire' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'Ce partenaire a encore 4 utilisateurs : il ne peut pas être supprimé. Désactivez-le plutôt.',
    }),
  ).toBeVisible();
});

test('an admin rebrands an agency; its user sees the new header', async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page, 'admin@demo.fr', '/bo/branding');
  await expect(page.getByRole('heading', { level: 1, name: 'Habillage' })).toBeVisible();
  const agencyRow = page.getByRole('row').filter({ hasText: AGENCY });
  await expect(agencyRow).toContainText('Agence');
  await expect(agencyRow).toContainText('#7c3aed');
  await expectAxeClean(page, 'branding list');

  await agencyRow.getByRole('link', { name: `Modifier l’habillage de ${AGENCY}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Habillage : ${AGENCY}` }),
  ).toBeVisible();
  const main = page.getByRole('textbox', { name: 'Couleur principale', exact: true });
  const save = page.getByRole('button', { name: 'Enregistrer les couleurs' });
  await expect(main).toHaveValue('#7c3aed');
  expect(await backgroundOf(page, 'preview-home')).toBe('rgb(124, 58, 237)');

  // A grey with white text: 4.48:1, refused on screen, and the preview follows as typed.
  await main.fill('#777777');
  await expect(
    page.getByText('Contraste insuffisant (4,4:1) : il faut au moins 4,5:1.'),
  ).toBeVisible();
  await expect(save).toBeDisabled();
  await expect.poll(() => backgroundOf(page, 'preview-home')).toBe('rgb(119, 119, 119)');

  await main.fill('');
  await main.pressSequentially('#1e3a8a');
  await expect(page.getByText('Contraste suffisant (10,3:1)')).toBeVisible();
  await expect.poll(() => backgroundOf(page, 'preview-button')).toBe('rgb(30, 58, 138)');
  await expect(save).toBeEnabled();
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().includes('/bo/api/themings/'),
  );
  await save.click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Enregistré.', { exact: true })).toBeVisible();

  const networkLogo = pngImage(64, 20, [0x1e, 0x3a, 0x8a]);
  await page
    .getByLabel('Logo du réseau', { exact: true })
    .setInputFiles({ name: 'reseau.png', mimeType: 'image/png', buffer: networkLogo });
  await expect(
    page.getByTestId('header-preview').getByRole('img', { name: 'Logo du réseau' }),
  ).toHaveAttribute('src', `data:image/png;base64,${networkLogo.toString('base64')}`);
  await expectAxeClean(page, 'branding editor');

  // The agency's user, in a browser of its own, gets the new color and logo.
  const other = await browser.newContext({ baseURL });
  const agency = await other.newPage();
  await loginThroughUi(agency, 'agence@demo.fr');
  const home = agency.getByRole('banner').locator('.home-button');
  await expect
    .poll(() => home.evaluate((element) => getComputedStyle(element).backgroundColor))
    .toBe('rgb(30, 58, 138)');
  await expect(
    agency.getByRole('banner').getByRole('img', { name: 'Logo du réseau' }),
  ).toHaveAttribute('src', `data:image/png;base64,${networkLogo.toString('base64')}`);
  await other.close();
});
