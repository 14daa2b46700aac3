/**
 * An admin's second factor (docs/back-office/second-factor.md; docs/http-contract.md, "Second
 * factor (admins)"), as a person uses it: the demo admin enrols from « Sécurité », reading the key
 * shown as text into the test's own authenticator (otpauth), logs out, then signs in with its
 * password and a code, and with a recovery code, which works once. On a server of its own (not the
 * worker's shared one): other specs log in as admin@demo.fr with its password alone.
 */
import { expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_PASSWORD } from './support/login';
import { testWithServerPerTest as test } from './support/own-server';
import { expectAxeClean } from './support/axe';

const ADMIN = 'admin@demo.fr';
test.use({ viewport: { width: 1280, height: 900 } });

/** The code the authenticator app shows `offsetSteps` periods of 30 s from now. */
function totp(secret: string, offsetSteps = 0): string {
  return OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

/** The password step of the login page, as a person fills it. */
async function typePassword(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(ADMIN);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('an admin enrols from the back office, then signs in with a code or a recovery code', async ({
  page,
}) => {
  test.setTimeout(90_000);

  // While not enrolled, the demo admin's password alone opens the back office.
  await typePassword(page);
  await expect(page).toHaveURL('/bo/offers');
  await page
    .getByRole('navigation', { name: 'Sections du back office' })
    .getByRole('link', { name: 'Sécurité' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sécurité' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Désactivée' })).toBeVisible();

  // Enrolment: the QR code, the key as text (read here as a person would type it), a first code.
  await page.getByRole('button', { name: 'Activer la double authentification' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Enregistrer votre application' }),
  ).toBeFocused();
  await expect(
    page.getByRole('img', { name: 'QR code à scanner avec votre application d’authentification' }),
  ).toBeVisible();
  const secret = (await page.locator('.totp-secret__key').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAxeClean(page, 'enrolment in the back office', { afterHeading: false });
  await page.getByLabel('Code de vérification').fill(totp(secret));
  await page.getByRole('button', { name: 'Activer la double authentification' }).click();

  // The ten recovery codes, shown once.
  await expect(page.getByRole('heading', { level: 2, name: 'Vos codes de secours' })).toBeFocused();
  const codes = await page
    .getByRole('list', { name: 'Codes de secours' })
    .getByRole('listitem')
    .allInnerTexts();
  expect(codes).toHaveLength(10);
  await expect(page.getByRole('button', { name: 'Télécharger les codes' })).toBeVisible();
  await page.getByRole('button', { name: 'J’ai conservé mes codes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '10 codes de secours restants' }),
  ).toBeVisible();
  await logOut(page);

  // The password now asks for a code: the field takes the focus, with the phone's keyboard.
  await typePassword(page);
  const codeField = page.getByRole('textbox', { name: 'Code de vérification' });
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(page).toHaveURL(/\/login/);
  await expectAxeClean(page, 'code step of the login', { afterHeading: false });
  // The code of the next period: the enrolment's own was used, and is refused from now on.
  await codeField.fill(totp(secret, 1));
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL('/bo/offers');
  await logOut(page);

  // A recovery code instead of the phone: it works once.
  await typePassword(page);
  await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
  await expect(page.getByRole('textbox', { name: 'Code de secours' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Code de secours' }).fill(codes[0]!);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL('/bo/offers');
  await logOut(page);

  await typePassword(page);
  await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
  await page.getByRole('textbox', { name: 'Code de secours' }).fill(codes[0]!);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(
    page.getByText('Code incorrect ou déjà utilisé. Vérifiez-le et réessayez.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  // Nothing opened: the back office still sends this browser to the login page.
  await page.goto('/bo');
  await expect(page).toHaveURL(/\/login/);
});
