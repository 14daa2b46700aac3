import { expect, test, type Browser, type Page } from '@playwright/test';
import { sentEmailsTo, viaPlaywright } from '../support/sent-emails';
import { DEMO_PASSWORD, loginThroughUi } from './support/login';

/**
 * hugo.blanc@demo.fr is a subordinate of the demo partner that no other spec logs in as: the whole
 * run shares one database, so the password changed here must belong to an account nobody else
 * needs (the partner spec edits his function and phone, never his e-mail or password).
 */
const ACCOUNT = 'hugo.blanc@demo.fr';
const NEW_PASSWORD = 'Partenaire2025';

const NEUTRAL_MESSAGE =
  'Si un compte existe pour cette adresse, vous allez recevoir un e-mail contenant un lien pour choisir un nouveau mot de passe. Ce lien est valable 1 heure.';

/**
 * An admin's page, in a browser of its own (« Courriels envoyés » is for admins only,
 * docs/back-office/emails.md).
 */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await loginThroughUi(page, 'admin@demo.fr');
  return page;
}

/**
 * The newest reset link e-mailed to `to`, as the admin reads it in « Courriels envoyés »: the
 * list searched by recipient, the message opened, its link read from the screen.
 */
async function resetLinkInBackOffice(admin: Page, to: string): Promise<string> {
  await admin.goto('/bo/emails');
  await expect(admin.getByRole('heading', { level: 1, name: 'Courriels envoyés' })).toBeVisible();
  await admin.getByLabel('Rechercher un courriel (destinataire, objet)').fill(to);
  const newest = admin.getByRole('row').nth(1);
  await expect(newest).toContainText(to);
  await expect(newest).toContainText('Réinitialisation de votre mot de passe Avantages Pro');
  await newest.getByRole('button', { name: /^Lire/ }).click();
  const message = admin.getByRole('region', {
    name: 'Réinitialisation de votre mot de passe Avantages Pro',
  });
  await expect(message).toContainText(to);
  const link = message.getByRole('link', { name: /\/resetPassword\?token=/ });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  // The link is built on PUBLIC_URL, here the test server's own address.
  expect(new URL(href).origin).toBe(new URL(admin.url()).origin);
  return href;
}

async function requestResetFor(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL('/resetPassword');
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await expect(page).toHaveTitle('Mot de passe oublié — Avantages Pro');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Recevoir un lien par e-mail' }).click();
}

/**
 * Logs in through the login form at /login. The field is found by its accessible name: the text of
 * its label also holds the hidden "*" of a required field.
 */
async function logInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test.describe('password reset', () => {
  test('a reset link sets a new password that the login form accepts, once', async ({
    page,
    browser,
  }) => {
    // Request, e-mail, new password, two logins and the spent link: a long journey.
    test.setTimeout(60_000);
    await requestResetFor(page, ACCOUNT);
    await expect(page.getByText(NEUTRAL_MESSAGE)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute(
      'href',
      '/login',
    );

    const admin = await adminPage(browser);
    const link = await resetLinkInBackOffice(admin, ACCOUNT);
    await admin.context().close();
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' }),
    ).toBeVisible();
    await expect(page.getByText(ACCOUNT)).toBeVisible();
    // No menus on this page.
    await expect(page.getByRole('navigation')).toHaveCount(0);

    const password = page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true });
    const confirmation = page.getByRole('textbox', {
      name: 'Confirmation du nouveau mot de passe',
      exact: true,
    });
    await expect(password).toHaveAttribute('type', 'password');
    await expect(
      page.getByText('Au moins 8 caractères, dont une lettre et un chiffre.'),
    ).toBeVisible();

    await password.fill('court');
    await confirmation.fill('autre');
    await confirmation.blur();
    await expect(
      page.getByText(
        'Le mot de passe doit comporter au moins 8 caractères, dont une lettre et un chiffre.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Les deux mots de passe ne correspondent pas.')).toBeVisible();

    await password.fill(NEW_PASSWORD);
    await confirmation.fill(NEW_PASSWORD);
    await expect(page.getByText('Les deux mots de passe ne correspondent pas.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();

    await expect(page).toHaveURL('/login');
    await expect(
      page.getByText('Votre mot de passe a été modifié. Vous pouvez vous connecter.'),
    ).toBeVisible();

    // The old password no longer opens the account; the new one does.
    await logInWithForm(page, ACCOUNT, DEMO_PASSWORD);
    await expect(page.getByText('Identifiant ou mot de passe incorrect.')).toBeVisible();
    await logInWithForm(page, ACCOUNT, NEW_PASSWORD);
    await expect(page).toHaveURL('/partner');

    // The same link cannot serve twice.
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ce lien a déjà été utilisé' }),
    ).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Ce lien a déjà été utilisé' }),
    ).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }),
    ).toHaveCount(0);
    await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
    await expect(page).toHaveURL('/resetPassword');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' }),
    ).toBeVisible();
  });

  test('an unknown address gets the same answer and no e-mail', async ({ page, browser }) => {
    const unknown = 'personne.inconnue@exemple.fr';
    await requestResetFor(page, unknown);
    await expect(page.getByText(NEUTRAL_MESSAGE)).toBeVisible();
    const admin = await adminPage(browser);
    expect(await sentEmailsTo(viaPlaywright(admin.request), unknown)).toEqual([]);
    await admin.context().close();
    await page.getByRole('link', { name: 'Retour à la connexion' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('an invalid address is explained before anything is sent', async ({ page }) => {
    await page.goto('/resetPassword');
    await page.getByLabel('Adresse e-mail').fill('pas-une-adresse');
    await page.getByRole('button', { name: 'Recevoir un lien par e-mail' }).click();
    await expect(page.getByText('Adresse e-mail invalide.')).toBeVisible();
    await expect(page.getByText(NEUTRAL_MESSAGE)).toHaveCount(0);
  });

  test('an unknown link is refused with its explanation', async ({ page }) => {
    await page.goto('/resetPassword?token=lien-qui-n-existe-pas');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ce lien n’est pas valide' }),
    ).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Ce lien n’est pas valide' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à la connexion' })).toBeVisible();
  });

  test('the page fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/resetPassword');
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
      'content',
      'width=device-width, initial-scale=1',
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
