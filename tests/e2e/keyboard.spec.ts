/**
 * Keyboard only: logging in, using the offer list's theme filters and choosing preferences with
 * Tab, Enter and Space, with a visible focus on every control reached.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, resultCount } from './support/saving';

const PASSWORD = 'demo1234';
const MAX_TABS = 80;

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if never reached. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Not reachable with Tab within ${MAX_TABS} presses: ${target.toString()}`);
}

/**
 * The focused control shows it: an outline or a shadow on the control, or on the box around it
 * (form fields draw one ring around the input and its buttons, with :focus-within).
 */
async function expectVisibleFocus(target: Locator) {
  const indicator = await target.evaluate((element) => {
    const ring = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    let node: Element | null = element;
    for (let depth = 0; node && depth < 3; depth += 1, node = node.parentElement) {
      if (ring(node)) return true;
    }
    return false;
  });
  expect(indicator, `no visible focus on ${target.toString()}`).toBe(true);
}

async function loginWithKeyboard(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await tabTo(page, page.getByRole('textbox', { name: 'Adresse e-mail' }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByRole('textbox', { name: 'Mot de passe', exact: true }));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
}

test.describe('keyboard only', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('login: the password toggle and a refused submission, then a successful one', async ({
    page,
  }) => {
    await page.goto('/login');
    const password = page.getByRole('textbox', { name: 'Mot de passe', exact: true });
    await tabTo(page, password);
    await page.keyboard.type('mauvais');
    // The show/hide toggle works with the keyboard.
    const toggle = page.getByRole('button', { name: /Afficher le mot de passe/ });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'text');
    // Enter in an incomplete form keeps the user on the page.
    await tabTo(page, page.getByRole('button', { name: 'Se connecter' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login/);

    await loginWithKeyboard(page, 'reseau@demo.fr');
    await expect(page).toHaveURL(/\/saving\/offer-list/);
  });

  test('the offer list’s theme filters', async ({ page }) => {
    await loginWithKeyboard(page, 'reseau@demo.fr');
    await page.goto('/saving/offer-list');
    const panel = page.getByRole('region', { name: 'Filtrer par thème' });
    const offers = await api<unknown[]>(page, '/fo/offer/user/offers');

    await tabTo(page, panel.getByRole('button', { name: 'Tout cocher' }));
    await page.keyboard.press('Enter');
    await expect(panel.getByText('60 sous-thèmes cochés sur 60')).toBeVisible();
    await expect(resultCount(page)).toHaveText(new RegExp(`^${offers.length} offres$`));

    await tabTo(page, panel.getByRole('button', { name: 'Tout décocher' }));
    await page.keyboard.press('Enter');
    await expect(panel.getByText('0 sous-thème coché sur 60')).toBeVisible();

    // Space checks a theme; Enter on its disclosure shows its sub-themes, Space unchecks one.
    const gas = panel.getByRole('checkbox', { name: 'Gaz', exact: true });
    await tabTo(page, gas);
    await page.keyboard.press('Space');
    await expect(gas).toBeChecked();
    const expand = panel.getByRole('button', { name: 'Sous-thèmes de Gaz' });
    await tabTo(page, expand);
    await page.keyboard.press('Enter');
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    const biomethane = panel.getByRole('checkbox', { name: 'Biométhane' });
    await tabTo(page, biomethane);
    await page.keyboard.press('Space');
    await expect(biomethane).not.toBeChecked();
    await expect(gas).toHaveJSProperty('indeterminate', true);
    await expect(page).toHaveURL(/[?&]sub=/);
  });

  test('preferences: a sub-theme chosen and removed again, saved each time', async ({ page }) => {
    // No other end-to-end test reads the admin's selection; it ends as it began.
    await loginWithKeyboard(page, 'admin@demo.fr');
    await page.goto('/my-space/preferences');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes centres d’intérêt');
    const storedCount = () => api<number>(page, '/fo/user/countThemeSubThemeWithUserPreference');
    const before = await storedCount();

    const expand = page.getByRole('button', { name: /^Sous-thèmes de / }).first();
    await tabTo(page, expand);
    await page.keyboard.press('Enter');
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    const region = page.locator(`#${await expand.getAttribute('aria-controls')}`);
    const subTheme = region.getByRole('checkbox').first();
    const wasChecked = await subTheme.isChecked();
    await tabTo(page, subTheme);
    await page.keyboard.press('Space');
    await expect(subTheme).toBeChecked({ checked: !wasChecked });
    await expect.poll(storedCount).toBe(before + (wasChecked ? -1 : 1));

    await page.keyboard.press('Space');
    await expect(subTheme).toBeChecked({ checked: wasChecked });
    await expect.poll(storedCount).toBe(before);
  });
});
