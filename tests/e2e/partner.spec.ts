import { expect, test, type Page } from '@playwright/test';
import { expectBoxesLinedUp } from './support/layout';
import { login } from './support/saving';
import { loginThroughUi } from './support/login';

// Only the partner specs use partenaire@demo.fr's subordinates; what a test changes, it restores.

const viewport = (page: Page) => page.locator('meta[name="viewport"]').getAttribute('content');
const textbox = (page: Page, name: string) =>
  page.getByRole('dialog').getByRole('textbox', { name: new RegExp(`^${name}`) });

async function openPartnerSpace(page: Page) {
  await loginThroughUi(page, 'partenaire@demo.fr');
  await expect(page).toHaveURL('/partner');
}

test.describe('partner space', () => {
  test('shows the logo, the partner, its people and the active partners', async ({ page }) => {
    await openPartnerSpace(page);
    await expect.poll(() => viewport(page)).toBe('width=1300');

    const logo = page.getByRole('banner').getByRole('img', { name: 'Logo du partenaire' });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', /^data:image\//);
    expect((await logo.boundingBox())?.height).toBeLessThanOrEqual(60);

    await expect(
      page.getByRole('heading', { level: 1, name: 'Groupement Artisans Plus' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Site du partenaire/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    const self = page.getByRole('region', { name: 'Vos informations' });
    await expect(self).toContainText('partenaire@demo.fr');
    await expect(self).toContainText('02 40 11 22 33');

    const team = page.getByRole('region', { name: 'Vos collaborateurs' });
    await expect(team.getByRole('heading', { level: 3 })).toHaveText([
      'Hugo Blanc',
      'Inès Faure',
      'Émilie Roux',
    ]);
    await expect(team.getByRole('listitem').filter({ hasText: 'Émilie Roux' })).toContainText(
      'emilie.roux@demo.fr',
    );

    const active = page.getByRole('region', { name: 'Partenaires actifs' });
    await expect(active.getByRole('heading', { level: 3 })).toHaveText([
      'Groupement Artisans Plus',
    ]);
    const activeLogo = active.getByRole('img', { name: 'Logo de Groupement Artisans Plus' });
    expect((await activeLogo.boundingBox())?.height).toBeLessThanOrEqual(60);
  });

  test('edits a subordinate, and the change persists after a reload', async ({ page }) => {
    await openPartnerSpace(page);
    const hugo = page.getByRole('listitem').filter({ hasText: 'Hugo Blanc' });
    const editHugo = page.getByRole('button', { name: 'Modifier Hugo Blanc' });

    async function saveHugo(role: string, phone: string) {
      await editHugo.click();
      const dialog = page.getByRole('dialog', { name: 'Modifier les informations de Hugo Blanc' });
      await expect(dialog).toBeVisible();
      await expect(textbox(page, 'Nom')).toBeFocused();
      await textbox(page, 'Fonction').fill(role);
      await textbox(page, 'Téléphone').fill(phone);
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(
        page.getByRole('status').getByText('Les informations de Hugo Blanc ont été enregistrées.'),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(editHugo).toBeFocused();
    }

    await saveHugo('Conseiller commercial senior', '+33 6 11 22 33 44');
    // The list is read again from the server, with the phone in the French format.
    await expect(hugo).toContainText('Conseiller commercial senior');
    await expect(hugo).toContainText('06 11 22 33 44');
    await page.reload();
    await expect(hugo).toContainText('Conseiller commercial senior');
    await expect(hugo).toContainText('06 11 22 33 44');

    // Back to the demo data: Hugo Blanc has no phone.
    await saveHugo('Conseiller commercial', '');
    await expect(hugo).toContainText('Conseiller commercial');
    await expect(hugo).toContainText('Non renseigné');
  });

  test('an invalid phone is explained in French and nothing is sent; a colleague’s e-mail is not editable', async ({
    page,
  }) => {
    await openPartnerSpace(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/fo/partner/editProfile')) sent.push(request.method());
    });
    const editInes = page.getByRole('button', { name: 'Modifier Inès Faure' });
    await editInes.click();
    const dialog = page.getByRole('dialog', { name: 'Modifier les informations de Inès Faure' });

    // Only its holder changes an e-mail or a password (docs/http-contract.md, "Partner space").
    await expect(textbox(page, 'Adresse e-mail')).toBeDisabled();
    await expect(dialog.getByLabel('Nouveau mot de passe', { exact: true })).toHaveCount(0);
    await textbox(page, 'Téléphone').fill('02 40');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Numéro de téléphone invalide.')).toBeVisible();
    await expect(textbox(page, 'Téléphone')).toBeFocused();
    await expect(textbox(page, 'Téléphone')).toHaveAttribute('aria-invalid', 'true');

    // Escape closes the dialog and gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(editInes).toBeFocused();
    expect(sent).toEqual([]);
    await expect(page.getByRole('listitem').filter({ hasText: 'Inès Faure' })).toContainText(
      'ines.faure@demo.fr',
    );
  });

  test("edits the partner user's own information", async ({ page }) => {
    await openPartnerSpace(page);
    const self = page.getByRole('region', { name: 'Vos informations' });
    const edit = self.getByRole('button', { name: 'Modifier vos informations' });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Modifier vos informations' });
    await expect(textbox(page, 'Fonction')).toHaveValue('Responsable des partenariats');
    await expect(textbox(page, 'Téléphone')).toHaveValue('02 40 11 22 33');
    // A taken e-mail is refused by the server on its field; the dialog stays open.
    await textbox(page, 'Adresse e-mail').fill('emilie.roux@demo.fr');
    await dialog
      .getByRole('textbox', { name: 'Mot de passe actuel', exact: true })
      .fill('demo1234');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Cette adresse e-mail est déjà utilisée.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
    await expect(self).toContainText('partenaire@demo.fr');
  });

  test('the edit form’s fields side by side line up, hint or not', async ({ page }) => {
    await openPartnerSpace(page);
    await page.getByRole('button', { name: 'Modifier vos informations' }).click();
    await expectBoxesLinedUp(textbox(page, 'Nom'), textbox(page, 'Prénom'));
    await expectBoxesLinedUp(textbox(page, 'Fonction'), textbox(page, 'Adresse e-mail'));
    await expectBoxesLinedUp(
      textbox(page, 'Téléphone'),
      page.getByRole('dialog').getByLabel('Nouveau mot de passe', { exact: true }),
    );
  });

  test('a customer cannot open the partner space', async ({ page }) => {
    await login(page, 'pro@demo.fr', '/partner');
    await expect(page).toHaveURL(/\/saving\//);
    await expect(page.getByRole('heading', { name: 'Groupement Artisans Plus' })).toHaveCount(0);
  });
});
