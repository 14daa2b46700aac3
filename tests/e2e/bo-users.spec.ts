/**
 * « Utilisateurs » of the back office (docs/back-office/users.md), as an admin uses it: a new PRO
 * invited, its e-mail (the demo's outbox, read by the admin) followed in another browser through
 * the first connection into the app; pro deactivated while its page is open, refused at login,
 * then reactivated. On a server of their own: they change accounts other specs log in with.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { linkIn, sentEmailsTo, viaPlaywright } from '../support/sent-emails';
import { loginThroughUi } from './support/login';
import { testWithOwnServer as test } from './support/own-server';
import { login } from './support/saving';
import { expectAxeClean } from './support/axe';

const NEW_EMAIL = 'lea.caron@menuiserie-caron.example';
const NEW_PASSWORD = 'Menuiserie2025';
const DEACTIVATED =
  'Votre compte a été désactivé. Contactez votre interlocuteur Avantages Pro pour le réactiver.';

test.use({ viewport: { width: 1280, height: 900 } });
// In order, on one server (one per worker): starting a second one costs more than it saves.
test.describe.configure({ mode: 'default' });

async function openUsers(page: Page) {
  await page
    .getByRole('navigation', { name: 'Sections du back office' })
    .getByRole('link', { name: 'Utilisateurs' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
}

/** The row of the account with this e-mail in the list on screen. */
const rowOf = (page: Page, email: string) =>
  page.getByRole('row', { name: new RegExp(email.replace(/[.@]/g, '\\$&')) });

/**
 * The first-connection links e-mailed to `to`, oldest first, read as the admin reads them
 * (« Courriels envoyés », docs/back-office/emails.md): `page` is the admin's.
 */
async function invitationLinks(page: Page, to: string): Promise<string[]> {
  const messages = await sentEmailsTo(viaPlaywright(page.request), to);
  return messages
    .filter((message) => message.subject === 'Votre invitation à Avantages Pro')
    .reverse()
    .map((message) => linkIn(message.text, /\/initialization\//).pathname);
}

/** A page of its own (cookies apart): another person on another computer. */
async function otherPerson(browser: Browser, baseURL: string): Promise<Page> {
  // Wide enough for the PWA's menus to show in its header (they fold below 1300 px).
  const context = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
    viewport: { width: 1440, height: 900 },
  });
  return context.newPage();
}

test('an admin invites a PRO, who completes its first connection from the e-mail', async ({
  page,
  browser,
  ownServer,
}) => {
  test.setTimeout(90_000);
  await login(page, 'admin@demo.fr');
  await openUsers(page);
  await expect(rowOf(page, 'pro@demo.fr')).toContainText('Actif');
  await expect(rowOf(page, 'nouveau@demo.fr')).toContainText('Invitation en attente');
  // Never « Se connecter en tant que » an admin.
  await expect(
    rowOf(page, 'admin@demo.fr').getByRole('button', { name: /^Se connecter en tant que/ }),
  ).toHaveCount(0);
  await expectAxeClean(page, 'users list');

  // Search, filters and sorting are the server's, kept in the address.
  await page.getByLabel('Rechercher un utilisateur (e-mail, nom, entreprise)').fill('lefevre');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, 'sarah.lefevre@demo.fr')).toBeVisible();
  await page.getByLabel('Rechercher un utilisateur (e-mail, nom, entreprise)').fill('');
  await page.getByLabel('Rôle').selectOption({ label: 'Partenaire' });
  await expect(page).toHaveURL(/role=PARTNER/);
  await expect(page.getByRole('row')).toHaveCount(5);
  await page.getByLabel('État').selectOption({ label: 'Invitation en attente' });
  await expect(page.getByText('Aucun résultat.')).toBeVisible();
  await page.getByLabel('Rôle').selectOption({ label: 'Tous' });
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByLabel('État').selectOption({ label: 'Tous' });
  await page.getByRole('button', { name: /^E-mail/ }).click();
  await expect(page.getByRole('columnheader', { name: /^E-mail/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page.getByRole('row').nth(1)).toContainText('sarah.lefevre@demo.fr');

  await page.getByRole('link', { name: 'Inviter un utilisateur' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inviter un utilisateur' }),
  ).toBeVisible();
  const invite = page.getByRole('button', { name: 'Créer le compte et envoyer l’invitation' });
  await invite.click();
  await expect(page.getByText('Ce champ est incomplet ou incorrect.').first()).toBeVisible();
  await expectAxeClean(page, 'invitation form with its errors');

  await page.getByLabel('Rôle').selectOption({ label: 'Professionnel' });
  await page.getByLabel('Adresse e-mail').fill('PRO@demo.fr');
  await page.getByLabel('Prénom').fill('Léa');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Caron');
  await page.getByLabel('Entreprise').fill('Menuiserie Caron');
  await invite.click();
  // An address already used, whatever its case: the server's message on the field.
  await expect(page.getByText('Cette adresse e-mail est déjà utilisée.')).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill(NEW_EMAIL);
  await invite.click();
  await expect(
    page.getByRole('heading', { level: 2, name: `Invitation envoyée à ${NEW_EMAIL}.` }),
  ).toBeFocused();
  await expectAxeClean(page, 'invitation sent');

  const [first] = await invitationLinks(page, NEW_EMAIL);
  expect(first).toMatch(/^\/initialization\//);

  // Sent again from the list: the first link stops working.
  await page.getByRole('link', { name: 'Retour à la liste' }).click();
  await page.getByLabel('Rechercher un utilisateur (e-mail, nom, entreprise)').fill('caron');
  await expect(rowOf(page, NEW_EMAIL)).toContainText('Invitation en attente');
  await rowOf(page, NEW_EMAIL)
    .getByRole('button', { name: /^Renvoyer l’invitation/ })
    .click();
  await expect(page.getByText(`Invitation envoyée à ${NEW_EMAIL}.`)).toBeVisible();
  const links = await invitationLinks(page, NEW_EMAIL);
  expect(links).toHaveLength(2);
  const [, second] = links;

  const invited = await otherPerson(browser, ownServer.baseURL);
  await invited.goto(first!);
  await expect(
    invited.getByText('Ce lien de première connexion n’est pas valide ou a déjà été utilisé.'),
  ).toBeVisible();

  await invited.goto(second!);
  await expect(
    invited.getByRole('heading', { level: 1, name: 'Première connexion' }),
  ).toBeVisible();
  await expect(invited.getByLabel('Raison sociale')).toHaveValue('Menuiserie Caron');
  await expect(invited.getByLabel('Prénom')).toHaveValue('Léa');
  await invited.getByLabel('SIRET').fill('732 829 320 00074');
  await invited.getByLabel('Activité').fill('Menuiserie');
  await invited.getByLabel('Nombre de salariés').fill('3');
  await invited.getByLabel('Chiffre d’affaires annuel (en euros)').fill('250 000');
  await invited.getByLabel('Numéro et rue').fill('12 rue des Lilas');
  await invited.getByLabel('Code postal').fill('69003');
  await invited.getByLabel('Ville').fill('Lyon');
  await invited.getByLabel('Fonction').fill('Gérante');
  await invited.getByLabel('Téléphone').fill('06 12 34 56 78');
  await invited.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(NEW_PASSWORD);
  await invited
    .getByRole('textbox', { name: 'Confirmation du mot de passe', exact: true })
    .fill(NEW_PASSWORD);
  await invited.getByRole('button', { name: 'Continuer' }).click();
  const boxes = invited.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  for (let index = 0; index < 7; index += 1) await boxes.nth(index).check();
  await invited.getByRole('button', { name: 'Activer mon compte' }).click();
  await expect(invited).toHaveURL('/login');
  await loginThroughUi(invited, NEW_EMAIL, NEW_PASSWORD);
  await expect(invited).toHaveURL('/saving/offer-list');
  await invited.context().close();

  // The admin's list says so.
  await page.reload();
  await expect(rowOf(page, NEW_EMAIL)).toContainText('Actif');
  await expect(
    rowOf(page, NEW_EMAIL).getByRole('button', { name: /^Renvoyer l’invitation/ }),
  ).toHaveCount(0);
});

test('a deactivated pro is sent back to login at once and cannot log in until reactivated', async ({
  page,
  browser,
  ownServer,
}) => {
  test.setTimeout(60_000);
  const pro = await otherPerson(browser, ownServer.baseURL);
  await loginThroughUi(pro, 'pro@demo.fr');
  await expect(pro).toHaveURL('/saving/offer-list');

  await login(page, 'admin@demo.fr');
  await openUsers(page);
  await page.getByLabel('Rechercher un utilisateur (e-mail, nom, entreprise)').fill('pro@demo.fr');
  const row = rowOf(page, 'pro@demo.fr');
  await row.getByRole('button', { name: 'Désactiver Camille Durand' }).click();
  const dialog = page.getByRole('dialog', { name: 'Désactiver le compte de Camille Durand ?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await expectAxeClean(page, 'deactivation dialog');
  await dialog.getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByText('Compte de Camille Durand désactivé.')).toBeVisible();
  await expect(row).toContainText('Désactivé');
  await expect(row.getByRole('button', { name: /^Se connecter en tant que/ })).toHaveCount(0);

  // Pro's open page: its next call is refused, and the app opens the login page.
  await pro
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Actualités' })
    .click();
  await expect(pro).toHaveURL(/\/login/);
  await pro.getByLabel('Adresse e-mail').fill('pro@demo.fr');
  await pro.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('demo1234');
  await pro.getByRole('button', { name: 'Se connecter' }).click();
  await expect(pro.getByText(DEACTIVATED)).toBeVisible();
  await expect(pro).toHaveURL(/\/login/);

  await row.getByRole('button', { name: 'Réactiver Camille Durand' }).click();
  await page
    .getByRole('dialog', { name: 'Réactiver le compte de Camille Durand ?' })
    .getByRole('button', { name: 'Réactiver' })
    .click();
  await expect(page.getByText('Compte de Camille Durand réactivé.')).toBeVisible();
  await expect(row).toContainText('Actif');

  await pro.getByRole('button', { name: 'Se connecter' }).click();
  await expect(pro).toHaveURL(/\/saving\//);
  await pro.context().close();
});
