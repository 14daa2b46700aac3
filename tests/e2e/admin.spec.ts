import { expect, test, type Page } from '@playwright/test';
import { actAsFromBackOffice, loginThroughUi, openBackOfficeUsers } from './support/login';

// The user an admin acts as is stored on the admin's account, not on its session: these tests
// change it one after the other.
test.describe.configure({ mode: 'serial' });

const viewport = (page: Page) => page.locator('meta[name="viewport"]').getAttribute('content');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

/** Where /bo opens: the back office's first section. */
const BACK_OFFICE_HOME = '/bo/offers';

/** The admin logs in, lands in the back office and opens « Utilisateurs ». */
async function openUsers(page: Page) {
  await loginThroughUi(page, 'admin@demo.fr');
  await expect(page).toHaveURL(BACK_OFFICE_HOME);
  await openBackOfficeUsers(page);
}

async function actAs(page: Page, email: string) {
  await loginThroughUi(page, 'admin@demo.fr');
  await expect(page).toHaveURL(BACK_OFFICE_HOME);
  await actAsFromBackOffice(page, email);
}

async function connectedAs(page: Page): Promise<unknown> {
  const answer = await page.request.post('/router', {
    data: { action: 'userBoController', method: 'getConnectedUser' },
  });
  return (await answer.json())[0].result.connectedAs;
}

test.describe('admin', () => {
  test("opens its own my-space; 'Retour' refused by the server shows an error and stays", async ({
    page,
  }) => {
    await loginThroughUi(page, 'admin@demo.fr');
    await page.goto('/my-space/dashboard');
    await expect(page).toHaveURL('/my-space/dashboard');
    await expect.poll(() => viewport(page)).toBe('width=1300');
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Martine' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Espace administrateur' })).toBeVisible();
    // The way back to the back office instead of the home circle.
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Tableau de bord/ }),
    ).toHaveCount(0);

    // Acting as nobody, there is nothing to remove: the server answers false.
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(
      page.getByRole('alert').getByText('Le retour au back-office a échoué. Réessayez.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/my-space/dashboard');
    await expect(page.getByRole('button', { name: 'Retour' })).toBeEnabled();
  });

  test("acting as agence@demo.fr shows the agency's screens, then comes back", async ({ page }) => {
    await actAs(page, 'agence@demo.fr');
    await expect(page).toHaveURL('/saving/offer-list');

    // The agency's branding and menus: news, no sale permissions.
    await expect(
      page.getByRole('banner').getByRole('img', { name: 'Logo de l’agence' }),
    ).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Actualités' })).toBeVisible();
    await expect(
      mainNav(page).getByRole('link', { name: 'Solutions & Tarifs Négociés' }),
    ).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Accords de vente' })).toHaveCount(0);
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Tableau de bord/ }),
    ).toHaveCount(0);

    // my-space is the agency's too.
    await page.goto('/my-space/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Nicolas' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Espace administrateur' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(BACK_OFFICE_HOME);
    expect(await connectedAs(page)).toBeNull();
  });

  test('acting as reseau@demo.fr hides the news', async ({ page }) => {
    await actAs(page, 'reseau@demo.fr');
    await expect(page).toHaveURL('/saving/offer-list');
    await expect(
      mainNav(page).getByRole('link', { name: 'Solutions & Tarifs Négociés' }),
    ).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Accords de vente' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Actualités' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(BACK_OFFICE_HOME);
  });

  test('acting as partenaire@demo.fr opens that partner space, then comes back', async ({
    page,
  }) => {
    await actAs(page, 'partenaire@demo.fr');
    await expect(page).toHaveURL('/partner');
    await expect(
      page.getByRole('banner').getByRole('img', { name: 'Logo du partenaire' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Groupement Artisans Plus' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Vos informations' })).toContainText(
      'partenaire@demo.fr',
    );
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(BACK_OFFICE_HOME);
    expect(await connectedAs(page)).toBeNull();
  });
});

test.describe('admin acting as pro@demo.fr', () => {
  test('connects as pro@demo.fr from /bo and comes back with Retour', async ({ page }) => {
    await openUsers(page);
    // Never as another admin.
    await expect(
      page
        .getByRole('row', { name: /admin@demo\.fr/ })
        .getByRole('button', { name: /^Se connecter en tant que/ }),
    ).toHaveCount(0);
    await page
      .getByRole('row', { name: /pro@demo\.fr/ })
      .getByRole('button', { name: 'Se connecter en tant que Camille Durand' })
      .click();
    await expect(page).toHaveURL('/saving/offer-list');
    // The pro's own sections, and the admin's way back instead of the home button.
    await expect(page.getByRole('link', { name: 'Services Premium' }).first()).toBeAttached();
    await expect(page.getByRole('link', { name: /^Tableau de bord/ })).toHaveCount(0);
    // The pro's offers, as the pro sees them.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();

    // Meanwhile the back office says whom the admin acts as.
    const backOffice = await page.context().newPage();
    await backOffice.goto('/bo');
    await expect(backOffice.getByRole('note')).toContainText(
      'Vous agissez actuellement en tant que Camille Durand (pro@demo.fr).',
    );
    await backOffice.close();

    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(BACK_OFFICE_HOME);
    expect(await connectedAs(page)).toBeNull();
    await expect(page.getByRole('note')).toHaveCount(0);
  });
});
