/**
 * « Thèmes » and « Journal » of the back office (docs/back-office/theme-tree.md,
 * docs/back-office/audit.md), as an admin uses them: a sub-theme added under a theme, renamed and
 * moved up with the keyboard, one of pro's sub-themes deactivated; pro, in a browser of its own,
 * no longer finds it in its preferences nor in the offer filter; the journal lists each change
 * with its summary and the entry's before and after. On a server of its own: it changes the
 * demo tree that other specs read.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { testWithOwnServer as test } from './support/own-server';
import { login } from './support/saving';
import { expectAxeClean } from './support/axe';

const THEME = 'Fournitures de bureau';
const ADDED = 'Agendas';
const RENAMED = 'Agendas et calendriers';
/** One of pro's nine sub-themes, in THEME. */
const HIDDEN = 'Papeterie';

test.use({ viewport: { width: 1280, height: 900 } });

/** « Sous-thème « Agendas » », as the buttons name the node they act on. */
const nodeName = (level: 'Sous-thème' | 'Thème', name: string) => `${level} « ${name} »`;

/** The names of the sub-themes of THEME, in their order on screen. */
function subThemeNames(page: Page): Locator {
  return page
    .locator('.bo-tree__item--theme')
    .filter({ has: page.getByRole('heading', { level: 3, name: THEME }) })
    .locator('.bo-tree__item--sub-theme .bo-tree__name');
}

/** The line of a sub-theme in the tree: its name, state, counts and buttons. */
function subThemeRow(page: Page, name: string): Locator {
  return page
    .locator('.bo-tree__item--sub-theme > .bo-tree__row')
    .filter({ has: page.getByText(name, { exact: true }) });
}

test('an admin edits the theme tree; pro stops seeing a deactivated sub-theme; the journal tells', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await login(page, 'admin@demo.fr');
  await page
    .getByRole('navigation', { name: 'Sections du back office' })
    .getByRole('link', { name: 'Thèmes' })
    .click();
  await expect(page).toHaveURL('/bo/theme-tree');
  await expect(page.getByRole('heading', { level: 1, name: 'Thèmes' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Énergie et environnement' }),
  ).toBeVisible();
  const original = [
    HIDDEN,
    "Consommables d'impression",
    'Mobilier de bureau',
    'Emballages et expédition',
  ];
  await expect(subThemeNames(page)).toHaveText(original);
  await expect(subThemeRow(page, HIDDEN)).toContainText(/\d+ offres? · \d+ utilisateurs?/);
  await expectAxeClean(page, 'theme tree');

  // Add a sub-theme at the end of the theme.
  await page.getByRole('button', { name: `Ajouter un sous-thème dans « ${THEME} »` }).click();
  const nameField = page.getByRole('textbox', {
    name: `Nom du nouveau sous-thème dans « ${THEME} »`,
  });
  await expect(nameField).toBeFocused();
  await nameField.fill(ADDED);
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(subThemeNames(page)).toHaveText([...original, ADDED]);
  await expect(subThemeRow(page, ADDED)).toContainText('0 offre · 0 utilisateur');
  await expect(
    page.getByRole('button', { name: `Ajouter un sous-thème dans « ${THEME} »` }),
  ).toBeFocused();

  // Rename it in the dialog.
  await page.getByRole('button', { name: `Renommer ${nodeName('Sous-thème', ADDED)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Renommer : ${nodeName('Sous-thème', ADDED)}` });
  const newName = dialog.getByRole('textbox', { name: 'Nouveau nom' });
  await expect(newName).toBeFocused();
  await expect(newName).toHaveValue(ADDED);
  await expectAxeClean(page, 'rename dialog');
  // A sibling's name is refused, on the field.
  await newName.fill('papeterie');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    dialog.getByText(`Le nom «\u00a0${HIDDEN}\u00a0» est déjà pris à ce niveau`),
  ).toBeVisible();
  await newName.fill(RENAMED);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(subThemeNames(page)).toHaveText([...original, RENAMED]);
  await expect(
    page.getByRole('button', { name: `Renommer ${nodeName('Sous-thème', RENAMED)}` }),
  ).toBeFocused();

  // Move it up with the keyboard: the focus stays on « Monter », which can go on.
  const up = page.getByRole('button', { name: `Monter ${nodeName('Sous-thème', RENAMED)}` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(subThemeNames(page)).toHaveText([...original.slice(0, 3), RENAMED, original[3]!]);
  await expect(up).toBeFocused();
  await expect(page.getByText(`${nodeName('Sous-thème', RENAMED)} : place 4 sur 5.`)).toBeVisible();
  // The last one cannot go further down: the button says so and does nothing.
  await expect(
    page.getByRole('button', { name: `Descendre ${nodeName('Sous-thème', original[3]!)}` }),
  ).toHaveAttribute('aria-disabled', 'true');

  // Deactivate one of pro's sub-themes, after the question.
  await page.getByRole('button', { name: `Désactiver ${nodeName('Sous-thème', HIDDEN)}` }).click();
  const question = page.getByRole('dialog', {
    name: `Désactiver : ${nodeName('Sous-thème', HIDDEN)} ?`,
  });
  await expect(question).toContainText('Les clients ne verront plus ce sous-thème');
  await question.getByRole('button', { name: 'Désactiver' }).click();
  await expect(subThemeRow(page, HIDDEN)).toContainText('désactivé');
  await expect(
    page.getByRole('button', { name: `Réactiver ${nodeName('Sous-thème', HIDDEN)}` }),
  ).toBeVisible();
  await expectAxeClean(page, 'theme tree after the changes');
  await subThemeRow(page, HIDDEN).scrollIntoViewIfNeeded();

  // Pro, in a browser of its own: the sub-theme is gone from its preferences and the filter.
  const other = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const pro = await other.newPage();
  await login(pro, 'pro@demo.fr', '/my-space/preferences');
  await expect(pro.getByRole('heading', { level: 1 })).toHaveText('Mes centres d’intérêt');
  await expect(
    pro.getByRole('status').filter({ hasText: '8 sous-thèmes choisis (7 minimum)' }),
  ).toBeVisible();
  const expand = pro.getByRole('button', { name: `Sous-thèmes de ${THEME}`, exact: true });
  if ((await expand.getAttribute('aria-expanded')) !== 'true') await expand.click();
  await expect(
    pro.getByRole('checkbox', { name: 'Mobilier de bureau', exact: true }),
  ).toBeChecked();
  await expect(pro.getByRole('checkbox', { name: RENAMED, exact: true })).not.toBeChecked();
  await expect(pro.getByRole('checkbox', { name: HIDDEN, exact: true })).toHaveCount(0);

  await pro.goto('/saving/offer-list');
  const filters = pro.getByRole('region', { name: 'Filtrer par thème' });
  // 61 sub-themes now, one of them hidden; pro had chosen 9, one of them hidden.
  await expect(filters.getByText('8 sous-thèmes cochés sur 60')).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: HIDDEN, exact: true })).toHaveCount(0);
  await other.close();

  // The journal lists the four changes, newest first, each with its summary.
  await page
    .getByRole('navigation', { name: 'Sections du back office' })
    .getByRole('link', { name: 'Journal' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  // The worker's server is shared with the other back-office specs, whose changes are journaled
  // too: the admin narrows the journal to the theme tree, as it would to find these.
  await page.getByLabel('Objet').selectOption({ label: 'Arbre des thèmes' });
  const summaries = page.locator('.bo-audit__summary');
  await expect(summaries).toHaveText([
    `Sous-thème «\u00a0${HIDDEN}\u00a0» désactivé`,
    `Sous-thème «\u00a0${RENAMED}\u00a0» déplacé de la place 5 à la place 4 sur 5`,
    `Sous-thème «\u00a0${ADDED}\u00a0» renommé en «\u00a0${RENAMED}\u00a0»`,
    `Sous-thème «\u00a0${ADDED}\u00a0» ajouté dans le thème «\u00a0${THEME}\u00a0»`,
  ]);
  const entries = page.locator('.bo-audit__entry');
  await expect(entries.first()).toContainText('admin@demo.fr');
  await expect(entries.first()).toContainText('Désactivation');
  await expect(entries.first()).toContainText(/Sous-thème n°\s\d+/);

  // The rename's before and after, field by field, the changed one marked.
  const rename = entries.nth(2);
  await rename.getByRole('button', { name: /Voir avant \/ après/ }).click();
  const comparison = rename.getByRole('table', { name: '1 champ modifié' });
  await expect(comparison).toBeVisible();
  const nameRow = comparison.getByRole('row', { name: /^Nom/ });
  await expect(nameRow.getByRole('rowheader')).toHaveText('Nommodifié');
  await expect(nameRow.getByRole('cell')).toHaveText([ADDED, RENAMED]);
  const activeRow = comparison.getByRole('row', { name: /^Actif/ });
  await expect(activeRow.getByRole('cell')).toHaveText(['Oui', 'Oui']);
  await expect(activeRow).not.toContainText('modifié');
  await expect(comparison.getByRole('row', { name: /^Niveau/ }).getByRole('cell')).toHaveText([
    'Sous-thème',
    'Sous-thème',
  ]);
  await expect(rename.getByRole('button', { name: /Masquer avant \/ après/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectAxeClean(page, 'journal with an entry open');

  // Searched without accents and filtered by type of object.
  await page.getByRole('combobox', { name: 'Objet' }).selectOption({ label: 'Arbre des thèmes' });
  await page.getByRole('searchbox', { name: 'Rechercher (résumé, e-mail)' }).fill('PAPETERIE');
  await page.keyboard.press('Enter');
  await expect(summaries).toHaveText([`Sous-thème «\u00a0${HIDDEN}\u00a0» désactivé`]);
  await expect(page).toHaveURL(/entity=theme-node/);
  await expect(page.getByText('Page 1 sur 1 · 1 résultat')).toBeVisible();
});
