/**
 * Notifications that are real (docs/offline.md, "What the user has seen"; docs/http-contract.md,
 * the seen marks): an offer an admin publishes in one of pro's sub-themes is « Nouveau » in pro's
 * list and counted by the badges (the home button's and the app icon's, through the Badging
 * API); opening the list shows the new offers first, on screen, which marks them seen, on the
 * server, so that the next visit and another device show nothing new (what is not on screen stays
 * new: new-offers-first.spec.ts). An offline device gets what changed at its next sync (a new offer shows, an
 * archived or deleted one leaves the list and the device's store), and a list opened offline is
 * marked seen once the connection returns.
 *
 * On a server of its own, with a small catalogue (the offline plan fetches every offer): the
 * tests change pro's marks and publish offers, which other specs would count. Serial: each test
 * starts from the state the previous one left (pro's demo figures first).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Offer, Progress, SeenMarks, ThemeNode } from '../../src/contract/api';
import type { BoOffer } from '../../src/contract/back-office/schemas/offers';
import { loginThroughUi } from './support/login';
import {
  answersWith,
  banner,
  listsWith,
  waitForPersistedCache,
  waitForServiceWorkerControl,
} from './support/offline';
import { testWithOwnServerOf } from './support/own-server';
import { apiSession, chosenSubTheme, publishOffer, read } from './support/publishing';
import { subThemesOf } from './support/saving';

const test = testWithOwnServerOf({ offers: 40 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** The admin archives an offer: it keeps every field, its status aside. */
async function archiveOffer(admin: APIRequestContext, offer: BoOffer): Promise<void> {
  const response = await admin.put(`/bo/api/offers/${offer.id}`, {
    data: {
      title: offer.title,
      supplierName: offer.supplierName,
      summary: offer.summary,
      description: offer.description,
      discount: offer.discount,
      website: offer.website,
      validFrom: offer.validFrom,
      validTo: offer.validTo,
      subThemeIds: offer.subThemeIds,
      visibleRoles: offer.visibleRoles,
      privilege: offer.privilege,
      priceList: offer.priceList,
      status: 'archived',
      publishedAt: offer.publishedAt,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Records every call of the Badging API the page makes (a page not installed ignores them). */
async function spyOnAppBadge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: (number | 'clear')[] = [];
    Object.assign(window, { __appBadgeCalls: calls });
    Object.defineProperty(Navigator.prototype, 'setAppBadge', {
      configurable: true,
      value: (count?: number) => {
        calls.push(count ?? 0);
        return Promise.resolve();
      },
    });
    Object.defineProperty(Navigator.prototype, 'clearAppBadge', {
      configurable: true,
      value: () => {
        calls.push('clear');
        return Promise.resolve();
      },
    });
  });
}

const appBadgeCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __appBadgeCalls: (number | 'clear')[] }).__appBadgeCalls,
  );

/** The home button of the header (my space's menu has a link of the same name). */
const homeButton = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Tableau de bord/ });
const badge = (page: Page) => page.getByTestId('notification-badge');
const offerList = (page: Page) => page.getByRole('list', { name: 'Liste des offres' });
const card = (page: Page, title: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const newCards = (page: Page) =>
  page.getByRole('article').filter({ has: page.getByText('Nouveau', { exact: true }) });

async function titlesOfNewCards(page: Page): Promise<string[]> {
  return (await newCards(page).getByRole('heading').allTextContents()).sort();
}

/** The device's queued changes, as IndexedDB holds them (docs/offline.md). */
function queuedChanges(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      const entries = await new Promise<{ key: string; value: unknown }[]>((resolve, reject) => {
        const store = db.transaction('keyval').objectStore('keyval');
        const keys = store.getAllKeys();
        const values = store.getAll();
        values.onsuccess = () =>
          resolve(
            keys.result.map((key, index) => ({ key: String(key), value: values.result[index] })),
          );
        values.onerror = () => reject(values.error);
      });
      return entries
        .filter((entry) => entry.key.startsWith('avantages-pro:queued-change:'))
        .map(
          (entry) =>
            entry.value as { kind: string; payload: { section: string; seenUpTo: string } },
        );
    } finally {
      db.close();
    }
  });
}

test('a new offer is « Nouveau » and counted until pro opens its list, on every device', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await apiSession(baseURL!, 'admin@demo.fr');
  const pro = await apiSession(baseURL!, 'pro@demo.fr');
  // The demo: 2 offers of pro's sub-themes published after its mark.
  expect((await read<Progress>(pro, '/fo/user/progress')).numberOfNotification).toBe(2);

  const published = await publishOffer(
    admin,
    await chosenSubTheme(pro),
    'Éclairage LED des ateliers',
  );
  expect((await read<Progress>(pro, '/fo/user/progress')).numberOfNotification).toBe(3);
  // What pro's list will show as new: its offers (its own sub-themes) published after its mark.
  const marks = await read<SeenMarks>(pro, '/fo/user/seenMarks');
  const tree = await read<ThemeNode>(pro, '/fo/theme/categoryThemeSubThemeTreeWithUserPreference');
  const chosen = new Set(
    tree.children
      .flatMap(subThemesOf)
      .filter((leaf) => leaf.active)
      .map((leaf) => leaf.id),
  );
  const newOffers = (await read<Offer[]>(pro, '/fo/offer/user/offers'))
    .filter((offer) => offer.subThemeIds.some((id) => chosen.has(id)))
    .filter((offer) => Date.parse(offer.publishedAt) > Date.parse(marks.offers));
  expect(newOffers).toHaveLength(3); // the demo's 2 and the one just published
  expect(newOffers.map((offer) => offer.id)).toContain(published.id);

  // Pro starts on the dashboard, where nothing is marked seen: the badges count the new offer.
  await spyOnAppBadge(page);
  await page.goto('/login?redirect=%2Fmy-space%2Fdashboard');
  await loginThroughUi(page, 'pro@demo.fr');
  await expect(page).toHaveURL(/\/my-space\/dashboard$/);
  await expect(badge(page)).toHaveText('3');
  await expect(homeButton(page)).toHaveAccessibleName('Tableau de bord, 3 notifications');
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications).toContainText('3 notifications');
  await expect.poll(() => appBadgeCalls(page)).toContain(3);

  // Opening the list: the three are « Nouveau » and first, on screen: they are seen and the badges
  // clear.
  await notifications.getByRole('link', { name: '3 nouveautés dans vos offres' }).click();
  await expect(page).toHaveURL(/\/saving\/offer-list/);
  await expect(offerList(page)).toBeVisible();
  await expect
    .poll(() => titlesOfNewCards(page))
    .toEqual(newOffers.map((offer) => offer.title).sort());
  await expect(card(page, published.title).getByText('Nouveau', { exact: true })).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await expect(homeButton(page)).toHaveAccessibleName('Tableau de bord');
  await expect.poll(async () => (await appBadgeCalls(page)).at(-1)).toBe('clear');
  const seen = await read<Progress>(pro, '/fo/user/progress');
  expect(seen.numberOfNotification).toBe(0);
  const after = await read<SeenMarks>(pro, '/fo/user/seenMarks');
  expect(Date.parse(after.offers)).toBeGreaterThanOrEqual(Date.parse(published.publishedAt!));
  // This visit keeps its « Nouveau »: they say what was new when the list was opened.
  await expect(newCards(page)).toHaveCount(3);

  // The next visit shows nothing new, nor a reload.
  await homeButton(page).click();
  await expect(notifications).toContainText('Aucune nouvelle notification.');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Solutions & Tarifs Négociés' })
    .click();
  await expect(card(page, published.title)).toBeVisible();
  await expect(newCards(page)).toHaveCount(0);
  await page.reload();
  await expect(card(page, published.title)).toBeVisible();
  await expect(newCards(page)).toHaveCount(0);

  // Another device of pro's: the mark is the server's.
  const other = await browser.newContext({ baseURL, locale: 'fr-FR' });
  try {
    const device = await other.newPage();
    await device.goto('/login?redirect=%2Fmy-space%2Fdashboard');
    await loginThroughUi(device, 'pro@demo.fr');
    await expect(device.getByRole('region', { name: 'Notifications' })).toContainText(
      'Aucune nouvelle notification.',
    );
    await expect(badge(device)).toHaveCount(0);
    await device.goto('/saving/offer-list');
    await expect(card(device, published.title)).toBeVisible();
    await expect(newCards(device)).toHaveCount(0);
  } finally {
    await other.close();
    await admin.dispose();
    await pro.dispose();
  }
});

test('an offline device gets what changed at its next sync, and forgets what is gone', async ({
  page,
  context,
  baseURL,
}) => {
  const admin = await apiSession(baseURL!, 'admin@demo.fr');
  const pro = await apiSession(baseURL!, 'pro@demo.fr');
  const subThemeId = await chosenSubTheme(pro);
  const toArchive = await publishOffer(admin, subThemeId, 'Entretien des chaudières');
  const toDelete = await publishOffer(admin, subThemeId, 'Nettoyage des vitres');

  await page.goto('/login');
  await loginThroughUi(page, 'pro@demo.fr');
  await waitForServiceWorkerControl(page);
  const shown = (offer: BoOffer) => ({ id: offer.id, title: offer.title });
  // Both offers seen, and their pages visited: all of it kept on the device. Each page is kept
  // before the next load: the cache is written a moment after it changes (docs/offline.md).
  for (const offer of [toArchive, toDelete]) {
    await page.goto(`/saving/offer/${offer.id}`);
    await expect(page.getByRole('heading', { name: offer.title })).toBeVisible();
    await waitForPersistedCache(
      page,
      (cache) => answersWith(cache, shown(offer)),
      `the page of « ${offer.title} » is kept on the device`,
    );
  }
  await page.goto('/saving/offer-list');
  await expect(card(page, toArchive.title)).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await waitForPersistedCache(
    page,
    (cache) =>
      [toArchive, toDelete].every(
        (offer) => listsWith(cache, shown(offer)) && answersWith(cache, shown(offer)),
      ),
    'the list and both offers’ pages are kept on the device',
  );

  // Offline while the admin publishes one offer, archives one and deletes one.
  await context.setOffline(true);
  await expect(banner(page)).toBeVisible();
  const fresh = await publishOffer(admin, subThemeId, 'Climatisation des bureaux');
  await archiveOffer(admin, toArchive);
  expect((await admin.delete(`/bo/api/offers/${toDelete.id}`)).ok()).toBe(true);
  await expect(card(page, toArchive.title)).toBeVisible(); // the device's data, as it was

  // Back online, the app in front again: the device's next sync.
  await context.setOffline(false);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(banner(page)).toHaveCount(0);
  await expect(card(page, fresh.title)).toBeVisible();
  await expect(card(page, fresh.title).getByText('Nouveau', { exact: true })).toBeVisible();
  await expect(card(page, toArchive.title)).toHaveCount(0);
  await expect(card(page, toDelete.title)).toHaveCount(0);
  await waitForPersistedCache(
    page,
    (cache) =>
      listsWith(cache, shown(fresh)) &&
      [toArchive, toDelete].every(
        (offer) => !listsWith(cache, shown(offer)) && !answersWith(cache, shown(offer)),
      ),
    'the new offer is kept on the device, the archived and the deleted ones are gone from it',
  );
  // Seen now: the badge does not count it.
  await expect
    .poll(async () => (await read<Progress>(pro, '/fo/user/progress')).numberOfNotification)
    .toBe(0);
  await admin.dispose();
  await pro.dispose();
});

test('a list opened offline is marked seen once the connection returns', async ({
  page,
  context,
  baseURL,
  ownServer,
}) => {
  const admin = await apiSession(baseURL!, 'admin@demo.fr');
  const pro = await apiSession(baseURL!, 'pro@demo.fr');
  const promotion = await publishOffer(
    admin,
    await chosenSubTheme(pro),
    'Ventilation à -30 %',
    true,
  );
  expect((await read<Progress>(pro, '/fo/user/progress')).numberOfNotification).toBe(1);

  // Everything kept on the device without opening the promotions.
  await page.goto('/login?redirect=%2Fmy-space%2Foffline');
  await loginThroughUi(page, 'pro@demo.fr');
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hors ligne');
  await page.getByRole('button', { name: 'Rendre disponible hors ligne' }).click();
  await expect(page.getByText(/^(\d+) \/ \1 — tout est disponible hors ligne\.$/)).toBeVisible({
    timeout: 60_000,
  });
  await waitForPersistedCache(
    page,
    (cache) => listsWith(cache, { id: promotion.id, title: promotion.title }),
    'the promotions are kept on the device',
  );
  await expect(badge(page)).toHaveText('1');

  // Offline for sure: the server is out of reach too (Chromium's emulation alone is not airtight).
  await context.setOffline(true);
  await expect(banner(page)).toBeVisible();
  await ownServer.interrupt();
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Promotions' })
    .click();
  await expect(card(page, promotion.title).getByText('Nouveau', { exact: true })).toBeVisible();
  await expect
    .poll(async () =>
      (await queuedChanges(page)).map((change) => [change.kind, change.payload.section]),
    )
    .toEqual([['seen-mark', 'promotions']]);
  // The app made it, not the user: no « modification en attente ».
  await expect(page.getByText(/en attente de synchronisation/)).toHaveCount(0);

  await ownServer.resume();
  await context.setOffline(false);
  await expect.poll(() => queuedChanges(page)).toEqual([]);
  await expect(badge(page)).toHaveCount(0);
  const marks = await read<SeenMarks>(pro, '/fo/user/seenMarks');
  expect(Date.parse(marks.promotions)).toBeGreaterThanOrEqual(Date.parse(promotion.publishedAt!));
  expect((await read<Progress>(pro, '/fo/user/progress')).numberOfNotification).toBe(0);
  await admin.dispose();
  await pro.dispose();
});
