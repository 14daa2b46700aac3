import { expect, test, type Page } from '@playwright/test';
import { testWithServerPerTest } from './support/own-server';

/** The demo account waiting for its first connection (server/db/demo/accounts.ts); used only here. */
const TOKEN = 'bienvenue-demo';
const EMAIL = 'nouveau@demo.fr';
const PASSWORD = 'Boulangerie44';
const INVALID_LINK = 'Ce lien de première connexion n’est pas valide ou a déjà été utilisé.';

const noHorizontalScroll = () =>
  document.documentElement.scrollWidth <= document.documentElement.clientWidth;

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

test.describe('first connection', () => {
  // On a phone: the narrowest layout, where the sticky footer of step 2 sits over the list.
  test.use({ viewport: { width: 360, height: 740 } });

  // The demo's link works once: on a server of its own, the shared server's link stays valid for
  // the specs that show its form (a11y, layout), and the test can run again (--repeat-each).
  testWithServerPerTest(
    'completes the profile, chooses 7 sub-themes, activates and logs in',
    async ({ page }) => {
      // A long journey through two forms: more time than a single-screen test needs.
      test.setTimeout(60_000);
      await page.goto(`/initialization/${TOKEN}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Première connexion' }),
      ).toBeVisible();
      await expect(page).toHaveTitle('Première connexion — Avantages Pro');
      await expect(page.getByRole('navigation')).toHaveCount(0);
      expect(await page.evaluate(noHorizontalScroll)).toBe(true);
      const stepOne = page.getByRole('heading', {
        level: 2,
        name: /Étape 1 sur 2.*Vos informations/,
      });
      await expect(stepOne).toBeVisible();

      // Prefilled with what the server knows.
      await expect(page.getByLabel('Raison sociale')).toHaveValue('Boulangerie Girard');
      await expect(page.getByLabel('Code postal')).toHaveValue('44000');
      await expect(page.getByLabel('Ville')).toHaveValue('Nantes');
      await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Girard');
      await expect(page.getByLabel('Prénom')).toHaveValue('Paul');

      const siret = page.getByLabel('SIRET');
      await siret.fill('12345678901234');
      await siret.blur();
      await expect(page.getByText('Le SIRET doit comporter 14 chiffres valides.')).toBeVisible();
      await expect(siret).toHaveAttribute('aria-invalid', 'true');
      await siret.fill('732 829 320 00074');
      await expect(page.getByText('Le SIRET doit comporter 14 chiffres valides.')).toHaveCount(0);

      await page.getByLabel('Activité').fill('Boulangerie-pâtisserie');
      await page.getByLabel('Nombre de salariés').fill('4');
      await page.getByLabel('Chiffre d’affaires annuel (en euros)').fill('380 000');
      await page.getByLabel('Numéro et rue').fill('3 rue de la Paix');
      await page.getByLabel('Fonction').fill('Gérant');
      await page.getByLabel('Téléphone').fill('06 11 22 33 44');
      await expect(
        page.getByText('Au moins 8 caractères, dont une lettre et un chiffre.'),
      ).toBeVisible();
      await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
      const confirmation = page.getByRole('textbox', {
        name: 'Confirmation du mot de passe',
        exact: true,
      });
      await confirmation.fill('Boulangerie45');
      await confirmation.blur();
      await expect(page.getByText('Les deux mots de passe ne correspondent pas.')).toBeVisible();
      await confirmation.fill(PASSWORD);
      await page.getByRole('button', { name: 'Continuer' }).click();

      // Step 2: the focus lands on its heading.
      const stepTwo = page.getByRole('heading', {
        level: 2,
        name: /Étape 2 sur 2.*Vos centres d’intérêt/,
      });
      await expect(stepTwo).toBeFocused();
      const counter = page.getByText(/sur 7 minimum$/);
      await expect(counter).toHaveText('0 sous-thème choisi sur 7 minimum');
      await expect(counter).toHaveAttribute('aria-live', 'polite');
      await expect(page.getByText(/votre profil sera incomplet/)).toBeVisible();

      // Going back keeps every value.
      await page.getByRole('button', { name: 'Précédent' }).click();
      await expect(stepOne).toBeFocused();
      await expect(page.getByLabel('Activité')).toHaveValue('Boulangerie-pâtisserie');
      await expect(page.getByLabel('SIRET')).toHaveValue('732 829 320 00074');
      await expect(page.getByRole('textbox', { name: 'Mot de passe', exact: true })).toHaveValue(
        PASSWORD,
      );
      await page.getByRole('button', { name: 'Continuer' }).click();
      await expect(stepTwo).toBeFocused();

      expect(await page.evaluate(noHorizontalScroll)).toBe(true);
      // Sub-themes grouped by category and theme.
      const energy = page.getByRole('group', { name: 'Énergie et environnement' });
      await expect(energy.getByRole('group', { name: 'Électricité' })).toBeVisible();
      const boxes = page.getByRole('checkbox');
      expect(await boxes.count()).toBeGreaterThanOrEqual(7);
      for (let index = 0; index < 7; index += 1) await boxes.nth(index).check();
      await expect(counter).toHaveText('7 sous-thèmes choisis sur 7 minimum');
      await expect(page.getByText(/votre profil sera incomplet/)).toHaveCount(0);
      await boxes.nth(6).uncheck();
      await expect(counter).toHaveText('6 sous-thèmes choisis sur 7 minimum');
      await boxes.nth(6).check();

      await page.getByRole('button', { name: 'Activer mon compte' }).click();
      await expect(page).toHaveURL('/login');
      await expect(
        page.getByText(
          'Votre compte est activé. Connectez-vous avec votre adresse e-mail et votre mot de passe.',
        ),
      ).toBeVisible();

      await logInWithForm(page, EMAIL, PASSWORD);
      await expect(page).toHaveURL('/saving/offer-list');

      // The link has served its purpose.
      await page.goto(`/initialization/${TOKEN}`);
      await expect(page.getByText(INVALID_LINK)).toBeVisible();
    },
  );

  test('an unknown link says so and leads to the login page', async ({ page }) => {
    await page.goto('/initialization/lien-inconnu');
    await expect(page.getByText(INVALID_LINK)).toBeVisible();
    await page.getByRole('link', { name: 'Aller à la page de connexion' }).click();
    await expect(page).toHaveURL('/login');
  });
});
