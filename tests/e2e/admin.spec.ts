import { expect, test, type Page } from '@playwright/test';
import { loginThroughUi } from './support/login';

// The user an admin acts as is stored on the admin's account, not on its session: these tests
// change it one after the other.
test.describe.configure({ mode: 'serial' });

const viewport = (page: Page) => page.locator('meta[name="viewport"]').getAttribute('content');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

async function actAs(page: Page, email: string) {
  await loginThroughUi(page, 'admin@demo.fr');
  await expect(page).toHaveURL('/bo');
  await page
    .getByRole('row', { name: new RegExp(email.replace(/[.@]/g, '\\$&')) })
    .getByRole('button', { name: /^Se connecter en tant que/ })
    .click();
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
    await expect(page).toHaveURL('/bo');
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
    await expect(page).toHaveURL('/bo');
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
    await expect(page).toHaveURL('/bo');
    expect(await connectedAs(page)).toBeNull();
  });
});

test.describe('admin acting as pro@demo.fr', () => {
  test('connects as pro@demo.fr from /bo and comes back with Retour', async ({ page }) => {
    await loginThroughUi(page, 'admin@demo.fr');
    await expect(page).toHaveURL('/bo');
    await page
      .getByRole('row', { name: /pro@demo\.fr/ })
      .getByRole('button', { name: 'Se connecter en tant que' })
      .click();
    await expect(page).toHaveURL('/saving/offer-list');
    // The pro's own sections, and the admin's way back instead of the home button.
    await expect(page.getByRole('link', { name: 'Services Premium' }).first()).toBeAttached();
    await expect(page.getByRole('link', { name: /^Tableau de bord/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL('/bo');
    const connected = await page.request.post('/router', {
      data: { action: 'userBoController', method: 'getConnectedUser' },
    });
    expect((await connected.json())[0].result.connectedAs).toBeNull();
  });
});
