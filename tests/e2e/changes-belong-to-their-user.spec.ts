import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import type { ThemeNode } from '../../src/contract/api';
import { banner, waitForServiceWorkerControl } from './support/offline';
import { actAsFromBackOffice, loginThroughUi, signIn } from './support/login';
import { testWithOwnServer } from './support/own-server';
import { login, subThemesOf } from './support/saving';

/**
 * A change belongs to the user who made it, and every change made offline survives: a shared
 * tablet where users follow one another, two tabs, two devices, an admin acting as someone
 * (docs/offline.md). On a server of their own, since they change demo accounts' selections.
 */
const test = testWithOwnServer;
test.describe.configure({ timeout: 60_000 });

const TREE_URL = '/fo/theme/categoryThemeSubThemeTreeWithUserPreference';
const CHANGES_URL = '**/fo/user/subThemePreference';

/** The account's tree as the server holds it, read with a session of its own. */
async function serverTree(baseURL: string, email: string): Promise<ThemeNode[]> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await signIn(api, email);
    const tree = (await (await api.get(TREE_URL)).json()) as ThemeNode;
    return tree.children.flatMap(subThemesOf);
  } finally {
    await api.dispose();
  }
}

async function selectionOf(baseURL: string, email: string): Promise<string[]> {
  const leaves = await serverTree(baseURL, email);
  return leaves
    .filter((leaf) => leaf.active)
    .map((leaf) => leaf.name)
    .sort();
}

/** Two sub-themes the account has not chosen, with the themes holding them. */
async function twoUnchosen(baseURL: string, email: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await signIn(api, email);
    const tree = (await (await api.get(TREE_URL)).json()) as ThemeNode;
    const found: { name: string; theme: string }[] = [];
    for (const category of tree.children)
      for (const theme of category.children)
        for (const leaf of theme.children)
          if (!leaf.active && found.every((entry) => entry.theme !== theme.name)) {
            found.push({ name: leaf.name, theme: theme.name });
          }
    const [first, second] = found;
    if (!first || !second) throw new Error(`${email} a déjà presque tout choisi.`);
    return [first, second] as const;
  } finally {
    await api.dispose();
  }
}

async function openPreferences(page: Page) {
  await page.goto('/my-space/preferences');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes centres d’intérêt');
}

async function checkSubTheme(page: Page, subTheme: { name: string; theme: string }) {
  const expand = page.getByRole('button', {
    name: `Sous-thèmes de ${subTheme.theme}`,
    exact: true,
  });
  if ((await expand.getAttribute('aria-expanded')) !== 'true') await expand.click();
  const box = page.getByRole('checkbox', { name: subTheme.name, exact: true });
  await box.click();
  await expect(box).toBeChecked();
}

async function expectChecked(page: Page, subTheme: { name: string; theme: string }) {
  const expand = page.getByRole('button', {
    name: `Sous-thèmes de ${subTheme.theme}`,
    exact: true,
  });
  if ((await expand.getAttribute('aria-expanded')) !== 'true') await expand.click();
  await expect(page.getByRole('checkbox', { name: subTheme.name, exact: true })).toBeChecked();
}

const pending = (page: Page, count: number) =>
  page.getByRole('status').filter({
    hasText:
      count === 1
        ? '1 modification en attente de synchronisation'
        : `${count} modifications en attente de synchronisation`,
  });
const synced = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Modifications synchronisées' });

/** The changes this page sends, with the user each names; `failing` makes the network drop them. */
function watchChanges(page: Page) {
  const sent: (string | undefined)[] = [];
  const state = {
    failing: false,
    sent,
    /** Run before a failing send is failed, while the page still waits for its answer. */
    beforeFailing: async () => {},
  };
  void page.route(CHANGES_URL, async (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    sent.push(route.request().headers()['x-change-owner']);
    if (!state.failing) return route.fallback();
    await state.beforeFailing();
    return route.abort('failed');
  });
  return state;
}

/** The changes this device still keeps, read from its IndexedDB. */
const changesOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('keyval').objectStore('keyval').getAllKeys();
          keys.onsuccess = () =>
            resolve(keys.result.filter((key) => String(key).includes('queued-change')).length);
        };
      }),
  );

test('a change retried on a flaky network never reaches the next user of a shared device', async ({
  page,
  ownServer,
}) => {
  await page.clock.install();
  const proBefore = await selectionOf(ownServer.baseURL, 'pro@demo.fr');
  const agenceBefore = await selectionOf(ownServer.baseURL, 'agence@demo.fr');
  const [wanted] = await twoUnchosen(ownServer.baseURL, 'pro@demo.fr');

  await login(page, 'pro@demo.fr');
  await openPreferences(page);
  const changes = watchChanges(page);
  changes.failing = true;
  await checkSubTheme(page, wanted);
  // Sent, lost, and waiting for its retry.
  await expect.poll(() => changes.sent.length).toBeGreaterThan(0);
  await expect(pending(page, 1)).toBeVisible();

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await page.getByRole('button', { name: 'Se déconnecter quand même' }).click();
  await expect(page).toHaveURL(/\/login/);
  // The network is back, and the next user logs in on the same device without a reload.
  changes.failing = false;
  await loginThroughUi(page, 'agence@demo.fr');
  await expect(page).toHaveURL(/\/saving\/offer-list/);
  const triesBeforeAgence = changes.sent.length;

  // Long past every retry the change could have had.
  await page.clock.runFor(5 * 60_000);
  expect(changes.sent.length).toBe(triesBeforeAgence);
  expect(await changesOnDevice(page)).toBe(0);
  expect(await selectionOf(ownServer.baseURL, 'agence@demo.fr')).toEqual(agenceBefore);
  // Dropped, as the logout dialog said.
  expect(await selectionOf(ownServer.baseURL, 'pro@demo.fr')).toEqual(proBefore);
});

test('an admin acting as a user changes that user’s selection, and nothing lands on the admin', async ({
  page,
  ownServer,
}) => {
  await page.clock.install();
  const adminBefore = await selectionOf(ownServer.baseURL, 'admin@demo.fr');
  const [first, second] = await twoUnchosen(ownServer.baseURL, 'reseau@demo.fr');
  const reseauBefore = await selectionOf(ownServer.baseURL, 'reseau@demo.fr');

  await login(page, 'admin@demo.fr');
  // The back office opens on its first section; the accounts are in « Utilisateurs ».
  await expect(page).toHaveURL('/bo/offers');
  await actAsFromBackOffice(page, 'reseau@demo.fr');
  await expect(page).toHaveURL('/saving/offer-list');
  await openPreferences(page);
  const changes = watchChanges(page);

  await checkSubTheme(page, first);
  await expect(synced(page)).toBeVisible();
  expect(await selectionOf(ownServer.baseURL, 'reseau@demo.fr')).toEqual(
    [...reseauBefore, first.name].sort(),
  );
  const reseauId = String(
    (
      (await await page.request
        .post('/router', {
          data: { action: 'userBoController', method: 'getConnectedUser' },
        })
        .then((response) => response.json())) as [{ result: { connectedAs: { id: number } } }]
    )[0].result.connectedAs.id,
  );
  expect(changes.sent).toEqual([reseauId]);

  // A second change waits on a failing network while the admin goes back to the back office.
  changes.failing = true;
  // The page's time stands still from the lost send to the click: its retry, due a second later,
  // is rightly sent while the admin still acts as reseau, and a busy machine can take that long
  // to click. From the click on, no time may bring a send (docs/offline.md).
  // (A second ahead of the page's time, which Playwright's own may have passed already: the
  // retry is not scheduled yet, since the send it follows is still held here.)
  changes.beforeFailing = async () =>
    page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await checkSubTheme(page, second);
  await expect.poll(() => changes.sent.length).toBe(2);
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page).toHaveURL('/bo/offers');
  changes.failing = false;
  await page.clock.runFor(5 * 60_000);
  expect(changes.sent).toHaveLength(2);
  expect(await selectionOf(ownServer.baseURL, 'admin@demo.fr')).toEqual(adminBefore);
  expect(await selectionOf(ownServer.baseURL, 'reseau@demo.fr')).toEqual(
    [...reseauBefore, first.name].sort(),
  );
});

test('two tabs offline, one change each: both tabs show both, and both reach the server', async ({
  page,
  context,
  ownServer,
}) => {
  const [first, second] = await twoUnchosen(ownServer.baseURL, 'agence@demo.fr');
  const before = await selectionOf(ownServer.baseURL, 'agence@demo.fr');
  await login(page, 'agence@demo.fr');
  await openPreferences(page);
  // Offline, the app runs on what its service worker keeps (docs/offline.md).
  await waitForServiceWorkerControl(page);
  const other = await context.newPage();
  await openPreferences(other);

  await context.setOffline(true);
  await expect(banner(page)).toBeVisible();
  await expect(banner(other)).toBeVisible();
  await checkSubTheme(page, first);
  await checkSubTheme(other, second);
  for (const tab of [page, other]) {
    await expect(pending(tab, 2)).toBeVisible();
    await expectChecked(tab, first);
    await expectChecked(tab, second);
  }

  await context.setOffline(false);
  for (const tab of [page, other]) {
    await expect(synced(tab)).toBeVisible();
    await expectChecked(tab, first);
    await expectChecked(tab, second);
  }
  await expect
    .poll(() => selectionOf(ownServer.baseURL, 'agence@demo.fr'))
    .toEqual([...before, first.name, second.name].sort());
});

test('two devices of one user, offline with a change each: both changes are kept', async ({
  browser,
  ownServer,
}) => {
  const email = 'julien.moreau@demo.fr';
  const [first, second] = await twoUnchosen(ownServer.baseURL, email);
  const before = await selectionOf(ownServer.baseURL, email);
  const devices = await Promise.all([
    browser.newContext({ baseURL: ownServer.baseURL }),
    browser.newContext({ baseURL: ownServer.baseURL }),
  ]);
  try {
    const pages = await Promise.all(devices.map((device) => device.newPage()));
    for (const [index, page] of pages.entries()) {
      await login(page, email);
      await openPreferences(page);
      await waitForServiceWorkerControl(page);
      await devices[index]?.setOffline(true);
      await expect(banner(page)).toBeVisible();
    }
    const [deviceA, deviceB] = pages as [Page, Page];
    await checkSubTheme(deviceA, first);
    await checkSubTheme(deviceB, second);
    await expect(pending(deviceA, 1)).toBeVisible();
    await expect(pending(deviceB, 1)).toBeVisible();

    for (const [index, page] of pages.entries()) {
      await devices[index]?.setOffline(false);
      await expect(synced(page)).toBeVisible();
    }
    expect(await selectionOf(ownServer.baseURL, email)).toEqual(
      [...before, first.name, second.name].sort(),
    );
    for (const page of pages) {
      await page.reload();
      await expectChecked(page, first);
      await expectChecked(page, second);
    }
  } finally {
    await Promise.all(devices.map((device) => device.close()));
  }
});
