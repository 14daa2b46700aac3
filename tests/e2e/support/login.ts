import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';

export const DEMO_PASSWORD = 'demo1234';

/**
 * Opens a session for `email` in `request`'s cookies as the login form does (the SHA-256 of the
 * password, as a form); returns where the form would lead.
 */
export async function signIn(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ redirectUrl: string }> {
  const sent = createHash('sha256').update(password).digest('hex');
  const response = await request.post('/form-login', { form: { username: email, password: sent } });
  const answer = (await response.json()) as { success: boolean; redirectUrl: string };
  expect(answer.success, `${email} signs in`).toBe(true);
  return answer;
}

/** Logs in through the login form, as a person would. */
export async function loginThroughUi(page: Page, email: string, password = DEMO_PASSWORD) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** An admin already in the back office opens « Utilisateurs ». */
export async function openBackOfficeUsers(page: Page) {
  await page
    .getByRole('navigation', { name: 'Sections du back office' })
    .getByRole('link', { name: 'Utilisateurs' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
}

/** An admin already in the back office acts as `email` (« Se connecter en tant que »). */
export async function actAsFromBackOffice(page: Page, email: string) {
  await openBackOfficeUsers(page);
  await page
    .getByRole('row', { name: new RegExp(email.replace(/[.@]/g, '\\$&')) })
    .getByRole('button', { name: /^Se connecter en tant que/ })
    .click();
}
