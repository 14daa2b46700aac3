import { expect, type Page } from '@playwright/test';
import { loginThroughUi } from './support/login';
import { testWithServerPerTest as test } from './support/own-server';
import { expectAxeClean } from './support/axe';

/**
 * No account can be taken over (docs/http-contract.md, "Proven changes", "Partner space",
 * "Passwords checked by the server"). These tests change passwords and the partner's main account:
 * each runs on a server of its own, so that no other test finds a demo account changed.
 */

const COMMON_MESSAGE =
  'Ce mot de passe est trop courant : il figure dans les listes de mots de passe les plus utilisés ou divulgués. Choisissez-en un autre.';

const passwordBox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** The strength meter's live region, under the new password. */
const meter = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Robustesse du mot de passe/ });

function recordSaves(page: Page): string[] {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/fo/user/saveProfile')) saves.push(request.method());
  });
  return saves;
}

test.describe('« Mon profil »: a new password', () => {
  test('the meter refuses a common password; the current one is asked, wrong then right', async ({
    page,
  }) => {
    await loginThroughUi(page, 'reseau@demo.fr');
    await page.goto('/my-space/profile');
    const saves = recordSaves(page);
    await expect(passwordBox(page, 'Mot de passe actuel')).toHaveCount(0);

    // A common password: « Trop courant », refused with the server's words, nothing sent.
    await passwordBox(page, 'Nouveau mot de passe').fill('azerty123');
    await expect(meter(page)).toHaveText('Robustesse du mot de passe : Trop courant');
    await passwordBox(page, 'Confirmation du nouveau mot de passe').fill('azerty123');
    await passwordBox(page, 'Mot de passe actuel').fill('demo1234');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(COMMON_MESSAGE)).toBeVisible();
    await expect(passwordBox(page, 'Nouveau mot de passe')).toHaveAttribute('aria-invalid', 'true');
    await expect(passwordBox(page, 'Nouveau mot de passe')).toBeFocused();
    expect(saves).toEqual([]);
    // The meter, the field's message and the current password as a screen reader meets them.
    await expectAxeClean(page, 'profile', { afterHeading: false, seriousOnly: true });

    // A strong one, with a wrong current password: the server refuses it on that field.
    await passwordBox(page, 'Nouveau mot de passe').fill('Tournesol-Vert-2026!');
    await expect(meter(page)).toHaveText('Robustesse du mot de passe : Fort');
    await passwordBox(page, 'Confirmation du nouveau mot de passe').fill('Tournesol-Vert-2026!');
    await passwordBox(page, 'Mot de passe actuel').fill('pas-le-bon-1');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le mot de passe actuel est incorrect.')).toBeVisible();
    await expect(passwordBox(page, 'Mot de passe actuel')).toBeFocused();
    await expect(passwordBox(page, 'Mot de passe actuel')).toHaveAttribute('aria-invalid', 'true');

    // The right one.
    await passwordBox(page, 'Mot de passe actuel').fill('demo1234');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Votre profil a été enregistré.')).toBeVisible();
    await expect(passwordBox(page, 'Nouveau mot de passe')).toHaveValue('');
    await expect(passwordBox(page, 'Mot de passe actuel')).toHaveCount(0);

    // The new password opens the account; the old one no longer does.
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel('Adresse e-mail').fill('reseau@demo.fr');
    await passwordBox(page, 'Mot de passe').fill('demo1234');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/login/);
    await loginThroughUi(page, 'reseau@demo.fr', 'Tournesol-Vert-2026!');
  });
});

test.describe('the partner space: who may change whom', () => {
  test('the main account edits its colleagues’ details, never their password or e-mail', async ({
    page,
  }) => {
    await loginThroughUi(page, 'partenaire@demo.fr');
    await expect(page).toHaveURL('/partner');
    const team = page.getByRole('region', { name: 'Vos collaborateurs' });
    await expect(team.getByRole('button', { name: /^Modifier / })).toHaveCount(3);
    await team.getByRole('button', { name: 'Modifier Inès Faure' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier les informations de Inès Faure' });
    await expect(dialog.getByRole('textbox', { name: 'Adresse e-mail' })).toBeDisabled();
    await expect(
      dialog.getByRole('textbox', { name: 'Adresse e-mail' }),
    ).toHaveAccessibleDescription(
      'Seule la personne elle-même peut changer son adresse e-mail, qui lui sert d’identifiant.',
    );
    await expect(dialog.getByLabel('Nouveau mot de passe', { exact: true })).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'Fonction' }).fill('Assistante commerciale senior');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
    await expect(team.getByRole('listitem').filter({ hasText: 'Inès Faure' })).toContainText(
      'Assistante commerciale senior',
    );
  });

  test('a colleague edits only itself, its new password proven by the current one', async ({
    page,
  }) => {
    await loginThroughUi(page, 'emilie.roux@demo.fr');
    await expect(page).toHaveURL('/partner');
    const team = page.getByRole('region', { name: 'Vos collaborateurs' });
    await expect(team.getByRole('heading', { level: 3 })).toHaveText([
      'Hugo Blanc',
      'Inès Faure',
      'Laurent Garnier',
    ]);
    await expect(team.getByRole('button')).toHaveCount(0);
    await expect(team).toContainText(
      'Seul le compte principal de votre espace partenaire peut modifier les informations de vos collaborateurs.',
    );

    await page.getByRole('button', { name: 'Modifier vos informations' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier vos informations' });
    await passwordBox(page, 'Nouveau mot de passe').fill('nicolas1');
    await expect(meter(page)).toHaveText('Robustesse du mot de passe : Trop courant');
    await passwordBox(page, 'Nouveau mot de passe').fill('Renard-Bleu-2026');
    await expect(meter(page)).toHaveText('Robustesse du mot de passe : Fort');
    await passwordBox(page, 'Mot de passe actuel').fill('demo1234');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
    await page.context().clearCookies();
    await loginThroughUi(page, 'emilie.roux@demo.fr', 'Renard-Bleu-2026');
    await expect(page).toHaveURL('/partner');
  });
});

test.describe('the back office: the partner’s main account', () => {
  test('an admin makes a colleague the main account; the partner space follows', async ({
    page,
  }) => {
    await loginThroughUi(page, 'admin@demo.fr');
    await page.goto('/bo/partners');
    await page.getByRole('link', { name: 'Groupement Artisans Plus', exact: true }).click();
    const usersPanel = page.getByRole('region', { name: 'Utilisateurs du partenaire' });
    const row = (name: string) => usersPanel.getByRole('row').filter({ hasText: name });
    await expect(row('Laurent Garnier').getByRole('cell').last()).toHaveText('Oui');
    await usersPanel
      .getByRole('button', { name: 'Désigner comme compte principal : Inès Faure' })
      .click();
    await expect(row('Inès Faure').getByRole('cell').last()).toHaveText('Oui');
    await expect(
      row('Laurent Garnier').getByRole('button', { name: /^Désigner comme compte principal/ }),
    ).toBeVisible();
    await expectAxeClean(page, 'profile', { afterHeading: false, seriousOnly: true });

    await page.context().clearCookies();
    await loginThroughUi(page, 'ines.faure@demo.fr');
    await expect(page).toHaveURL('/partner');
    await expect(
      page
        .getByRole('region', { name: 'Vos collaborateurs' })
        .getByRole('button', { name: 'Modifier Laurent Garnier' }),
    ).toBeVisible();
  });
});
