/**
 * « Courriels envoyés » of the back office (docs/back-office/emails.md), as an admin uses it with
 * the keyboard: the list of the demo's kept e-mails, a message opened with « Lire » (the focus on
 * its subject, then on its link), and axe finds no violation, list and message alike.
 */
import { expect, test } from '@playwright/test';
import { login } from './support/saving';
import { expectAxeClean } from './support/axe';

const SUBJECT = 'Réinitialisation de votre mot de passe Avantages Pro';
/** Asking a reset link changes nothing of the account: safe on the run's shared server. */
const RECIPIENT = 'reseau@demo.fr';

test.use({ viewport: { width: 1000, height: 800 } });

test('an admin reads a kept e-mail by keyboard, and follows its link', async ({ page }) => {
  const asked = await page.request.post(`/fo/user/resetPassword/${encodeURIComponent(RECIPIENT)}`);
  expect(asked.ok()).toBe(true);

  await login(page, 'admin@demo.fr');
  await page
    .getByRole('navigation', { name: 'Sections du back office' })
    .getByRole('link', { name: 'Courriels envoyés' })
    .click();
  await expect(page).toHaveURL('/bo/emails');
  await expect(page.getByRole('heading', { level: 1, name: 'Courriels envoyés' })).toBeFocused();
  await expect(page).toHaveTitle('Courriels envoyés — Back office');

  const search = page.getByLabel('Rechercher un courriel (destinataire, objet)');
  await search.fill(RECIPIENT);
  await search.press('Enter');
  await expect(page).toHaveURL(/query=reseau/);
  const table = page.getByRole('table', { name: /Liste des courriels envoyés/ });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Date',
    'Destinataire',
    'Objet',
    'Actions',
  ]);
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText(RECIPIENT);
  await expect(newest).toContainText(SUBJECT);
  // « 26/11/2026 à 14:05 »: the day and the time, in French.
  await expect(newest.getByRole('cell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/);
  await expectAxeClean(page, 'the list', { afterHeading: false });

  // « Lire », reached and pressed with the keyboard, names what it opens.
  const read = newest.getByRole('button', {
    name: `Lire le courriel « ${SUBJECT} » à ${RECIPIENT}`,
  });
  await read.focus();
  await page.keyboard.press('Enter');
  await expect(read).toHaveAttribute('aria-pressed', 'true');
  const message = page.getByRole('region', { name: SUBJECT });
  await expect(message.getByRole('heading', { level: 2, name: SUBJECT })).toBeFocused();
  await expect(message).toContainText('Bonjour');
  await expect(message).toContainText(RECIPIENT);
  await page.keyboard.press('Tab');
  const link = message.getByRole('link', { name: /\/resetPassword\?token=/ });
  await expect(link).toBeFocused();
  await expectAxeClean(page, 'the message read', { afterHeading: false });

  // The link opens the reset page of the PWA, for that account.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/resetPassword\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeVisible();
  await expect(page.getByText(RECIPIENT)).toBeVisible();
});
