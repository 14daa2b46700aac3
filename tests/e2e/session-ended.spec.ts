import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import type { Offer, ThemeNode, User } from '../../src/contract/api';
import { actAsFromBackOffice, loginThroughUi, signIn } from './support/login';
import { waitForServiceWorkerControl } from './support/offline';
import { testWithOwnServer } from './support/own-server';
import { api, login, subThemesOf } from './support/saving';

/**
 * Sessions the server ends, as a device lives them (docs/http-contract.md, "Sessions";
 * docs/offline.md, "Forgetting a user"): a 401 seen online forgets the user's content on the
 * device but their queued changes, and acting as someone belongs to one session of the admin. On
 * a server of their own, since they deactivate a demo account and change its selection.
 */
const test = testWithOwnServer;
test.describe.configure({ timeout: 90_000 });

/** A request context logged in as `email`: another browser, for the server's side of things. */
async function sessionOf(baseURL: string, email: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  await signIn(context, email);
  return context;
}

async function connectedUser(request: APIRequestContext): Promise<User> {
  const response = await request.post('/router', {
    data: { action: 'userBoController', method: 'getConnectedUser' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as [{ result: User }])[0].result;
}

/**
 * What this device keeps, read from the page: the queries of each persisted cache, the queued
 * changes' keys, the app's runtime caches, and whether anything in IndexedDB names `email`.
 */
function deviceStorage(page: Page, email: string) {
  return page.evaluate(async (email) => {
    const entries = await new Promise<[string, unknown][]>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('keyval')) return resolve([]);
        const store = db.transaction('keyval').objectStore('keyval');
        const keys = store.getAllKeys();
        const values = store.getAll();
        values.onsuccess = () =>
          resolve(keys.result.map((key, index) => [String(key), values.result[index]]));
        values.onerror = () => reject(values.error);
      };
    });
    type Persisted = { clientState?: { queries?: { queryKey: unknown[] }[] } };
    const persistedQueries = entries
      .filter(([key]) => key.startsWith('avantages-pro:query-cache:'))
      .flatMap(([, value]) => (value as Persisted).clientState?.queries ?? [])
      .map((query) => String(query.queryKey[0]));
    const cacheNames = (await caches.keys()).filter((name) => name.startsWith('avantages-pro-'));
    return {
      persistedQueries: [...new Set(persistedQueries)].sort(),
      namesTheUser: entries.some(
        ([key, value]) =>
          key.startsWith('avantages-pro:query-cache:') && JSON.stringify(value).includes(email),
      ),
      queuedChanges: entries
        .map(([key]) => key)
        .filter((key) => key.startsWith('avantages-pro:queued-change:')),
      cacheNames,
    };
  }, email);
}

test('a deactivated user’s next online request forgets their content on the device, but not their waiting change', async ({
  page,
  context,
  ownServer,
}) => {
  await login(page, 'pro@demo.fr');
  await expect(page).toHaveURL('/saving/offer-list');
  const pro = await connectedUser(page.request);
  const offers = await api<Offer[]>(page, '/fo/offer/user/offers');
  const withPriceList = offers.find((offer) => offer.priceList);
  const tree = await api<ThemeNode>(page, '/fo/theme/categoryThemeSubThemeTreeWithUserPreference');
  const unchosen = tree.children
    .flatMap((category) => category.children)
    .map((theme) => ({ theme, leaf: theme.children.find((leaf) => !leaf.active) }))
    .find((entry) => entry.leaf !== undefined);
  if (!withPriceList || !unchosen?.leaf) {
    throw new Error('The demo data gives pro@demo.fr a price list and a sub-theme to choose.');
  }

  // The device keeps the user's content: their persisted queries (the offers, their session) and
  // a price list in the service worker's cache of theirs.
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const priceList = `/document/offer/${withPriceList.id}/priceList/download`;
  expect(await page.evaluate(async (url) => (await fetch(url)).ok, priceList)).toBe(true);
  await expect
    .poll(async () => {
      const storage = await deviceStorage(page, pro.email);
      return {
        offersPersisted: storage.persistedQueries.includes('offers'),
        namesTheUser: storage.namesTheUser,
        priceListCache: storage.cacheNames.some((name) =>
          name.startsWith('avantages-pro-documents'),
        ),
      };
    })
    .toEqual({ offersPersisted: true, namesTheUser: true, priceListCache: true });

  // A change made offline waits on the device.
  await page.goto('/my-space/preferences');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes centres d’intérêt');
  await context.setOffline(true);
  await page
    .getByRole('button', { name: `Sous-thèmes de ${unchosen.theme.name}`, exact: true })
    .click();
  await page.getByRole('checkbox', { name: unchosen.leaf.name, exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '1 modification en attente de synchronisation' }),
  ).toBeVisible();

  // Meanwhile an admin deactivates the account: its sessions end on the server.
  const admin = await sessionOf(ownServer.baseURL, 'admin@demo.fr');
  expect((await admin.post(`/bo/api/users/${pro.id}/deactivate`)).status()).toBe(200);

  // Back online, the device's next requests get 401: the login page, and nothing of theirs kept.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/login/);
  await expect
    .poll(() => deviceStorage(page, pro.email))
    .toEqual({
      persistedQueries: [],
      namesTheUser: false,
      // The waiting change is kept for the user's next login (docs/offline.md).
      queuedChanges: [expect.stringMatching(new RegExp(`^avantages-pro:queued-change:${pro.id}:`))],
      cacheNames: [],
    });

  // Offline, the device shows nothing of theirs: the offer list asks for a login.
  await context.setOffline(true);
  await page.goto('/saving/offer-list');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
  await expect(page.getByText(offers[0]!.title, { exact: true })).toHaveCount(0);
  // What the app wrote since holds nothing of theirs either.
  expect(await deviceStorage(page, pro.email)).toMatchObject({
    namesTheUser: false,
    cacheNames: [],
  });
  expect((await deviceStorage(page, pro.email)).persistedQueries).not.toContain('offers');
  await context.setOffline(false);

  // Reactivated, the user logs in again on this device: the waiting change reaches the server.
  expect((await admin.post(`/bo/api/users/${pro.id}/reactivate`)).status()).toBe(200);
  await admin.dispose();
  await page.goto('/login');
  await loginThroughUi(page, 'pro@demo.fr');
  await expect.poll(async () => (await deviceStorage(page, pro.email)).queuedChanges).toEqual([]);
  const after = await api<ThemeNode>(page, '/fo/theme/categoryThemeSubThemeTreeWithUserPreference');
  const chosen = after.children.flatMap(subThemesOf).find((leaf) => leaf.id === unchosen.leaf!.id);
  expect(chosen?.active).toBe(true);
});

test('an admin acting as a user in one browser does not act as them in its other one', async ({
  page,
  browser,
  ownServer,
}) => {
  const other = await browser.newContext({ baseURL: ownServer.baseURL });
  const otherPage = await other.newPage();
  try {
    await login(page, 'admin@demo.fr');
    await login(otherPage, 'admin@demo.fr');
    await expect(otherPage).toHaveURL('/bo/offers');

    await expect(page).toHaveURL('/bo/offers');
    await actAsFromBackOffice(page, 'reseau@demo.fr');
    await expect(page).toHaveURL('/saving/offer-list');
    expect((await connectedUser(page.request)).connectedAs?.email).toBe('reseau@demo.fr');

    // The other browser is still the admin's own: the saving pages are not for an admin.
    expect((await connectedUser(otherPage.request)).connectedAs).toBeNull();
    await otherPage.goto('/saving/offer-list');
    await expect(otherPage).not.toHaveURL(/\/saving\//);
    expect((await other.cookies()).find((cookie) => cookie.name === 'signed_in')?.value).toBe(
      'ADMIN',
    );

    // Logging out ends the acting-as with the session: the next login is the admin's own.
    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
    await expect(page).toHaveURL(/\/login/);
    await loginThroughUi(page, 'admin@demo.fr');
    await expect(page).toHaveURL('/bo/offers');
    expect((await connectedUser(page.request)).connectedAs).toBeNull();
  } finally {
    await other.close();
  }
});
