import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Progress, ThemeNode } from '../../src/contract/api';
import { loginThroughUi, signIn } from './support/login';
import { api, subThemesOf } from './support/saving';

/**
 * « Mes centres d’intérêt » (/my-space/preferences) against the real server.
 *
 * Which account: these tests change the stored selection, and other specs running at the same
 * time on the same database read selections and badges: agence@demo.fr must keep its theme
 * notification (app-shell, my-space, admin specs), pro@demo.fr and reseau@demo.fr their counts and
 * offers (saving specs). julien.moreau@demo.fr is only used by my-space.spec's profile edit
 * (function and phone), never for sub-themes or the badge. So each test first gives him, through
 * the API, the starting point of agence@demo.fr (the same 3 sub-themes: incomplete profile, one
 * theme notification), and the end puts back his seeded 7. The tests run one after the other
 * since they share that account.
 */
const EMAIL = 'julien.moreau@demo.fr';
const SEEDED = [
  'Électricité à prix fixe',
  'Électricité verte',
  'Forfaits mobiles',
  'Fibre optique',
  'Location longue durée',
  'Cartes carburant',
  'Multirisque professionnelle',
];
const AGENCY_START = ['Fibre optique', 'Hôtels', 'Terminaux de paiement'];
const TREE_URL = '/fo/theme/categoryThemeSubThemeTreeWithUserPreference';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1440, height: 900 } });

/** Logs `request` in the way the login form does (SHA-256 of the password, as a form). */
async function apiLogin(request: APIRequestContext) {
  await signIn(request, EMAIL);
}

async function storeSelection(request: APIRequestContext, names: readonly string[]) {
  const response = await request.get(TREE_URL);
  const leaves = ((await response.json()) as ThemeNode).children.flatMap(subThemesOf);
  const subThemeIds = names.map((name) => leaves.find((leaf) => leaf.name === name)?.id);
  expect(subThemeIds).not.toContain(undefined);
  const saved = await request.post('/fo/user/subThemePreference', { data: { subThemeIds } });
  expect(saved.ok()).toBe(true);
}

/** What the server holds now. */
async function stored(page: Page) {
  const tree = await api<ThemeNode>(page, TREE_URL);
  const leaves = tree.children.flatMap(subThemesOf);
  return { tree, leaves, names: leaves.filter((leaf) => leaf.active).map((leaf) => leaf.name) };
}

/** The category and the theme holding a sub-theme. */
function pathOf(tree: ThemeNode, name: string) {
  for (const category of tree.children)
    for (const theme of category.children)
      if (theme.children.some((leaf) => leaf.name === name)) return { category, theme };
  throw new Error(`Sous-thème introuvable : ${name}`);
}

const counter = (page: Page) =>
  page.getByRole('status').filter({ hasText: /choisis? \(7 minimum\)/ });
const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
const badge = (page: Page) => page.getByTestId('notification-badge');

/**
 * A click, then the box's new state: the tree shows the queued change a render later, so
 * Playwright's check() (which reads the state right after its click) may see the old one.
 */
async function setChecked(box: Locator, checked: boolean) {
  await box.click();
  await expect(box).toBeChecked({ checked });
}

async function expandTheme(page: Page, theme: string) {
  const button = page.getByRole('button', { name: `Sous-thèmes de ${theme}`, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

test.beforeEach(async ({ page }) => {
  // Set the starting point before the app loads anything, then log in as a person would.
  await apiLogin(page.request);
  await storeSelection(page.request, AGENCY_START);
  await page.context().clearCookies();
  await loginThroughUi(page, EMAIL);
  await page.goto('/my-space/preferences');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes centres d’intérêt');
  await expect(counter(page)).toHaveText('3 sous-thèmes choisis (7 minimum)');
});

test.afterAll(async ({ request }) => {
  await apiLogin(request);
  await storeSelection(request, SEEDED);
});

test('choosing sub-themes until 7 completes the profile and removes the theme notification', async ({
  page,
}) => {
  const before = await api<Progress>(page, '/fo/user/progress');
  expect(before.numberOfNotification).toBe(before.numberSavingNotification + 1);
  await expect(badge(page)).toHaveText(String(before.numberOfNotification));
  await expect(
    page.getByText('Encore 4 sous-thèmes à choisir pour compléter votre profil.'),
  ).toBeVisible();

  const { tree } = await stored(page);
  const toChoose = SEEDED.filter((name) => !AGENCY_START.includes(name)).slice(0, 4);
  for (const [position, name] of toChoose.entries()) {
    await expandTheme(page, pathOf(tree, name).theme.name);
    await setChecked(checkbox(page, name), true);
    const count = 4 + position;
    await expect(counter(page)).toHaveText(`${count} sous-thèmes choisis (7 minimum)`);
  }
  await expect(page.getByText('Votre profil est complet.')).toBeVisible();

  // The theme notification is gone: one less on the badge, which hides at 0.
  const expected = before.numberOfNotification - 1;
  if (expected > 0) await expect(badge(page)).toHaveText(String(expected));
  else await expect(badge(page)).toHaveCount(0);
  await expect
    .poll(async () => (await api<Progress>(page, '/fo/user/progress')).numberSubTheme)
    .toBe(7);
  expect((await stored(page)).names.sort()).toEqual([...AGENCY_START, ...toChoose].sort());

  await page.reload();
  await expect(counter(page)).toHaveText('7 sous-thèmes choisis (7 minimum)');
  const [last] = toChoose.slice(-1);
  if (last === undefined) throw new Error('Aucun sous-thème choisi');
  await expandTheme(page, pathOf(tree, last).theme.name);
  await expect(checkbox(page, last)).toBeChecked();

  // Unchecking one sub-theme brings the notification back.
  await setChecked(checkbox(page, last), false);
  await expect(counter(page)).toHaveText('6 sous-thèmes choisis (7 minimum)');
  await expect(badge(page)).toHaveText(String(before.numberOfNotification));
  await expect.poll(async () => (await stored(page)).names).not.toContain(last);
});

test('a whole theme, a whole category, then everything', async ({ page }) => {
  const { tree, leaves } = await stored(page);
  // A theme none of whose sub-themes is chosen.
  const theme = tree.children
    .flatMap((category) => category.children)
    .find((node) => node.children.every((leaf) => !AGENCY_START.includes(leaf.name)));
  if (!theme) throw new Error('Aucun thème libre');
  const themeNames = theme.children.map((leaf) => leaf.name);

  await setChecked(checkbox(page, theme.name), true);
  await expect(counter(page)).toHaveText(
    `${3 + themeNames.length} sous-thèmes choisis (7 minimum)`,
  );
  await expect
    .poll(async () => (await stored(page)).names.sort())
    .toEqual([...AGENCY_START, ...themeNames].sort());
  await setChecked(checkbox(page, theme.name), false);
  await expect(counter(page)).toHaveText('3 sous-thèmes choisis (7 minimum)');
  await expect
    .poll(async () => (await stored(page)).names.sort())
    .toEqual([...AGENCY_START].sort());

  // A category partly chosen shows "mixed"; a click chooses all of it.
  const { category } = pathOf(tree, 'Fibre optique');
  const categoryBox = checkbox(page, category.name);
  await expect(categoryBox).toBeChecked({ indeterminate: true });
  await categoryBox.click();
  await expect(categoryBox).toBeChecked();
  const categoryNames = category.children.flatMap(subThemesOf).map((leaf) => leaf.name);
  await expect
    .poll(async () => (await stored(page)).names)
    .toEqual(expect.arrayContaining(categoryNames));
  await categoryBox.click();
  await expect(categoryBox).not.toBeChecked();
  await expect.poll(async () => (await stored(page)).names).not.toContain('Fibre optique');

  await page.getByRole('button', { name: 'Tout décocher' }).click();
  await expect(counter(page)).toHaveText('0 sous-thème choisi (7 minimum)');
  await expect.poll(async () => (await stored(page)).names).toEqual([]);
  await expect(
    page.getByRole('button', { name: 'Rétablir ma sélection précédente' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Tout cocher' }).click();
  await expect(counter(page)).toHaveText(`${leaves.length} sous-thèmes choisis (7 minimum)`);
  await expect.poll(async () => (await stored(page)).names.length).toBe(leaves.length);
  await expect(badge(page)).toHaveCount(
    (await api<Progress>(page, '/fo/user/progress')).numberOfNotification > 0 ? 1 : 0,
  );
});

test('a change made after another user took over the browser is refused, then sent for its user', async ({
  page,
  context,
  request,
}) => {
  // In another tab of the same browser the user logs out and a partner logs in, so this tab now
  // speaks with a partner's session. A change made here is the user's own: the server refuses it
  // under the partner's session (409), the tab goes to the login page, and the change goes once
  // the same user is back, never into the partner's account.
  const { theme } = pathOf((await stored(page)).tree, 'Électricité verte');
  const other = await context.newPage();
  await other.goto('/my-space/dashboard');
  await other.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(other).toHaveURL(/\/login/);
  await loginThroughUi(other, 'partenaire@demo.fr');
  await expect(other).toHaveURL(/\/partner/);
  await other.close();

  await expandTheme(page, theme.name);
  const refused = page.waitForResponse(
    (response) =>
      response.url().endsWith('/fo/user/subThemePreference') &&
      response.request().method() === 'PATCH',
  );
  await checkbox(page, 'Électricité verte').click();
  expect((await refused).status()).toBe(409);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  // Not stored yet (read from elsewhere: this browser's session is the partner's).
  await apiLogin(request);
  const tree = (await (await request.get(TREE_URL)).json()) as ThemeNode;
  const names = tree.children.flatMap(subThemesOf).filter((leaf) => leaf.active);
  expect(names.map((leaf) => leaf.name).sort()).toEqual([...AGENCY_START].sort());

  await loginThroughUi(page, EMAIL);
  await expect(page).toHaveURL(/\/my-space\/preferences/);
  await expect(counter(page)).toHaveText('4 sous-thèmes choisis (7 minimum)');
  await expect
    .poll(async () => (await stored(page)).names.sort())
    .toEqual([...AGENCY_START, 'Électricité verte'].sort());
});

test('a change the server refuses is rolled back with a message', async ({ page }) => {
  // Only the failure is simulated (the server accepts every valid change the page can send): the
  // answer the server gives to an unknown sub-theme, as after a catalogue update.
  await page.route('**/fo/user/subThemePreference', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            message: 'Données invalides.',
            errors: { add: 'Le sous-thème 9999 n’existe pas.' },
          }),
        })
      : route.fallback(),
  );
  const { category } = pathOf((await stored(page)).tree, 'Fibre optique');
  await checkbox(page, category.name).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Votre choix n’a pas pu être enregistré : il a été annulé.',
  );
  await expect(checkbox(page, category.name)).toBeChecked({ indeterminate: true });
  await expect(counter(page)).toHaveText('3 sous-thèmes choisis (7 minimum)');
  expect((await stored(page)).names.sort()).toEqual([...AGENCY_START].sort());
});
