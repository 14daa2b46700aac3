import { expect } from '@playwright/test';
import { testWithOwnServer } from './support/own-server';

// Failed logins count on the server for 15 minutes: on a server of its own, so that no other
// test's logins from this address are refused.
const test = testWithOwnServer;

test('too many wrong passwords: the login form says to wait, in French', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill('agence@demo.fr');
  const password = page.getByRole('textbox', { name: 'Mot de passe', exact: true });
  const submit = page.getByRole('button', { name: 'Se connecter' });
  const failure = page.locator('#login-failure');
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    await password.fill(`pas-le-bon-${attempt}`);
    const answered = page.waitForResponse('**/form-login');
    await submit.click();
    expect((await answered).status()).toBe(200);
    await expect(failure).toHaveText('Identifiant ou mot de passe incorrect.');
  }
  // The right password too: the limit holds whatever the password.
  await password.fill('demo1234');
  const refused = page.waitForResponse('**/form-login');
  await submit.click();
  expect((await refused).status()).toBe(429);
  await expect(failure).toHaveText(
    'Trop de tentatives de connexion échouées. Réessayez dans une quinzaine de minutes.',
  );
  await expect(page).toHaveURL(/\/login/);
});
