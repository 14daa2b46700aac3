import { chromium, expect, test, type Page } from '@playwright/test';
import type { Article, Offer, ServicePlus } from '../../src/contract/api';
import { USAGE_GATHER_MS } from '../../src/contract/constants';
import { api, login, offersOfStoredSelection } from './support/saving';
import {
  OFFLINE_BANNER,
  answersWith,
  banner,
  listsWith,
  waitForPersistedCache,
  waitForServiceWorkerControl,
  type PersistedCache,
} from './support/offline';

/** What this device keeps, read from the page: idb-keyval's keys and the Cache Storage. */
async function deviceStorage(page: Page) {
  return page.evaluate(async () => {
    const keys = await new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('keyval')) return resolve([]);
        const request = db.transaction('keyval').objectStore('keyval').getAllKeys();
        request.onsuccess = () => resolve(request.result.map(String));
        request.onerror = () => reject(request.error);
      };
    });
    const values = await new Promise<string>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('keyval')) return resolve('');
        const request = db.transaction('keyval').objectStore('keyval').getAll();
        request.onsuccess = () => resolve(JSON.stringify(request.result));
        request.onerror = () => reject(request.error);
      };
    });
    const cacheNames = await caches.keys();
    const cachedUrls: string[] = [];
    for (const name of cacheNames.filter((cacheName) => cacheName.startsWith('avantages-pro-'))) {
      const cache = await caches.open(name);
      cachedUrls.push(...(await cache.keys()).map((request) => request.url));
    }
    return { keys, values, cacheNames, cachedUrls };
  });
}

test.describe('offline after one online visit', () => {
  test('lists, details, logos and the banner come back offline; unvisited pages say so', async ({
    page,
    context,
  }) => {
    // Fifteen page loads, half of them offline: up to a minute on a slow shared machine, where
    // each load takes 1 to 2 s and each list 2 to 6 s to show.
    test.setTimeout(120_000);
    // The usage events the app sends (docs/statistics.md), with the server's answer.
    const usageSent: {
      body: { events: { kind: string; itemId?: number; occurredAt: string }[] };
      status?: number;
    }[] = [];
    page.on('requestfinished', async (request) => {
      if (!request.url().endsWith('/fo/user/usageEvents')) return;
      usageSent.push({
        body: request.postDataJSON(),
        status: (await request.response())?.status(),
      });
    });
    await login(page, 'pro@demo.fr');
    const { visible } = await offersOfStoredSelection(page);
    const withLogo = visible.find((offer) => offer.logoBase64 !== null) ?? visible[0];
    if (!withLogo) throw new Error('The demo data gives pro@demo.fr offers.');
    const promotions = await api<Offer[]>(page, '/fo/offer/user/offers/privilege');
    const services = await api<ServicePlus[]>(page, '/fo/servicePlus/?type=EXCLUSIVE_SERVICE');
    const news = await api<Article[]>(page, '/fo/news/');
    const [firstPromotion] = promotions;
    const [firstService] = services;
    const [firstNews, unvisitedNews] = [...news].sort((a, b) =>
      b.publishedAt.localeCompare(a.publishedAt),
    );
    if (!firstPromotion || !firstService || !firstNews || !unvisitedNews) {
      throw new Error('The demo data gives pro@demo.fr promotions, services and news.');
    }

    // Each page, what it shows, and the answer it shows it from.
    const visits: { path: string; text: string; held: (cache: PersistedCache) => boolean }[] = [
      {
        path: '/saving/offer-list',
        text: withLogo.title,
        held: (cache) => listsWith(cache, withLogo),
      },
      {
        path: `/saving/offer/${withLogo.id}`,
        text: withLogo.title,
        held: (cache) => answersWith(cache, withLogo),
      },
      {
        path: '/saving/privilege-list',
        text: firstPromotion.title,
        held: (cache) => listsWith(cache, firstPromotion),
      },
      {
        path: '/saving/service-exclusive-list',
        text: firstService.title,
        held: (cache) => listsWith(cache, firstService),
      },
      { path: '/saving/news', text: firstNews.title, held: (cache) => listsWith(cache, firstNews) },
    ];
    await page.goto('/saving/offer-list');
    await waitForServiceWorkerControl(page);
    for (const visit of visits) {
      await page.goto(visit.path);
      await expect(page.getByText(visit.text).first()).toBeVisible();
      // A page load right after an answer shows can go before its grouped write, and the write
      // at `pagehide` is not always kept by the browser (docs/offline.md, "When the query cache
      // is written"): the visit ends once the device holds what it showed.
      await waitForPersistedCache(page, visit.held, `${visit.path}: its answer is persisted`);
    }
    await expect(banner(page)).toHaveCount(0);
    await waitForPersistedCache(
      page,
      (cache) => visits.every((visit) => visit.held(cache)),
      'every visited page’s answer is still persisted after the later visits',
    );

    await context.setOffline(true);
    const offlineSince = new Date().toISOString();
    for (const visit of visits) {
      await page.goto(visit.path);
      await expect(page.getByText(visit.text).first()).toBeVisible();
      await expect(banner(page)).toHaveText(OFFLINE_BANNER);
    }
    // Logos arrive as base64 in the JSON and are kept with it.
    await page.goto(`/saving/offer/${withLogo.id}`);
    if (withLogo.logoBase64 !== null) {
      const logo = page.locator('img[src^="data:"]').first();
      await expect(logo).toBeVisible();
      expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
        0,
      );
    }

    // Actions that need the network say so.
    await page.getByRole('button', { name: /^Accéder au site/ }).click();
    await expect(
      page.getByText('Vous êtes hors ligne : l’accès au site demande une connexion.'),
    ).toBeVisible();
    if (withLogo.priceList) {
      await page.getByRole('link', { name: 'Télécharger la grille tarifaire (PDF)' }).click();
      await expect(page.getByText(/^Ce document n’est pas disponible hors ligne/)).toBeVisible();
    }

    await page.goto(`/saving/news/${unvisitedNews.id}`);
    await expect(
      page.getByRole('heading', { name: 'Cette page n’est pas disponible hors ligne' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();

    // Back online, the retry loads it.
    await context.setOffline(false);
    // The offer's page viewed offline is recorded once the device is back online (the app
    // gathers its events a little first).
    await expect
      .poll(
        () =>
          usageSent.some(
            ({ body, status }) =>
              status === 204 &&
              body.events.some(
                (event) =>
                  event.kind === 'offer_view' &&
                  event.itemId === withLogo.id &&
                  event.occurredAt >= offlineSince,
              ),
          ),
        { timeout: USAGE_GATHER_MS + 10_000 },
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { name: unvisitedNews.title })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe('« Rendre disponible hors ligne »', () => {
  test('keeps every detail and price list, with progress and storage used', async ({
    page,
    context,
  }) => {
    // Some 300 requests, on a machine the other tests share.
    test.setTimeout(120_000);
    await login(page, 'pro@demo.fr');
    const offers = await api<Offer[]>(page, '/fo/offer/user/offers');
    const withPriceList = offers.filter((offer) => offer.priceList).at(-1);
    const news = await api<Article[]>(page, '/fo/news/');
    const lastNews = news.at(-1);
    if (!withPriceList || !lastNews) throw new Error('The demo data has price lists and news.');

    await page.goto('/my-space/offline');
    await waitForServiceWorkerControl(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hors ligne');
    await page.getByRole('button', { name: 'Rendre disponible hors ligne' }).click();
    await expect(page.getByText(/^(\d+) \/ \1 — tout est disponible hors ligne\.$/)).toBeVisible({
      timeout: 90_000,
    });
    const progress = page.getByRole('progressbar', {
      name: 'Données enregistrées sur cet appareil',
    });
    await expect(progress).toBeVisible();
    const [value, max] = await progress.evaluate((bar: HTMLProgressElement) => [
      bar.value,
      bar.max,
    ]);
    expect(value).toBe(max);
    expect(max).toBeGreaterThan(offers.length * 2);
    await expect(page.getByText(/^Espace utilisé sur cet appareil : [\d ,]+ Mo/)).toBeVisible();

    // Never opened online, yet available offline.
    await context.setOffline(true);
    await page.goto(`/saving/offer/${withPriceList.id}`);
    await expect(page.getByRole('heading', { name: withPriceList.title })).toBeVisible();
    await expect(banner(page)).toHaveText(OFFLINE_BANNER);
    const pdf = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { ok: response.ok, type: response.headers.get('content-type') };
    }, `/document/offer/${withPriceList.id}/priceList/download`);
    expect(pdf).toEqual({ ok: true, type: 'application/pdf' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Télécharger la grille tarifaire (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await page.goto(`/saving/news/${lastNews.id}`);
    await expect(page.getByRole('heading', { name: lastNews.title })).toBeVisible();
  });
});

test.describe('privacy on a shared device', () => {
  // Two logins, the worker's install and six page loads: 25 s alone on a slow shared machine.
  test.describe.configure({ timeout: 60_000 });

  async function visitAndReadScope(page: Page) {
    const withPriceList = (await api<Offer[]>(page, '/fo/offer/user/offers')).find(
      (offer) => offer.priceList,
    );
    if (!withPriceList) throw new Error('The demo data gives pro@demo.fr a price list.');
    const priceList = `/document/offer/${withPriceList.id}/priceList/download`;
    await page.goto('/saving/offer-list');
    await waitForServiceWorkerControl(page);
    await page.goto('/saving/news');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Through the worker, which keeps it in the user's price-list cache.
    expect(await page.evaluate(async (url) => (await fetch(url)).ok, priceList)).toBe(true);
    // The first user's data reaches the device: its persisted cache, with the session (and so the
    // e-mail the checks below look for), and the worker's price-list cache. API answers are in
    // the persisted cache only (docs/offline.md, "Why one store").
    await expect
      .poll(async () => {
        const storage = await deviceStorage(page);
        return {
          cachePersisted: storage.keys.some((key) => key.startsWith('avantages-pro:query-cache:')),
          sessionPersisted: storage.values.includes('pro@demo.fr'),
          priceListKept: storage.cachedUrls.some((url) => url.endsWith(priceList)),
          apiAnswersInWorker: storage.cachedUrls.filter((url) => url.includes('/fo/')),
        };
      })
      .toEqual({
        cachePersisted: true,
        sessionPersisted: true,
        priceListKept: true,
        apiAnswersInWorker: [],
      });
    const before = await deviceStorage(page);
    const scopeKey = before.keys.find((key) => key.startsWith('avantages-pro:query-cache:'));
    expect(scopeKey, 'the first user’s cache is persisted').toBeTruthy();
    // The session (with the e-mail) is persisted: what the checks below look for.
    expect(before.values).toContain('pro@demo.fr');
    const scope = (scopeKey ?? '').slice('avantages-pro:query-cache:'.length);
    return { scope, before };
  }

  /** Waits until nothing of the user `scope` is left on the device, and none of `marker`. */
  async function expectNothingOf(page: Page, scope: string, marker: string) {
    await expect
      .poll(async () => {
        const after = await deviceStorage(page);
        return {
          persistedCache: after.keys.includes(`avantages-pro:query-cache:${scope}`),
          workerCaches: after.cacheNames.filter((name) => name.endsWith(`-u${scope}`)),
          // Lists may overlap between users; pro's own identity was fetched by pro's session only.
          marker: after.values.includes(marker),
        };
      })
      .toEqual({ persistedCache: false, workerCaches: [], marker: false });
  }

  /**
   * Waits until the offer list the second user just saw is persisted for that user: the device
   * has written since the first user left, so any write of the first user's data would have
   * happened by now too.
   */
  async function waitForSecondUsersVisit(page: Page, scope: string, email: string) {
    const [offer] = await api<Offer[]>(page, '/fo/offer/user/offers');
    if (!offer) throw new Error(`The demo data gives ${email} offers.`);
    await waitForPersistedCache(
      page,
      (cache) =>
        cache.userScope !== scope &&
        listsWith(cache, offer) &&
        JSON.stringify(cache.queries).includes(email),
      `${email}’s visit is persisted on the device`,
    );
  }

  test('logging out and in as another user leaves nothing of the first one', async ({ page }) => {
    await login(page, 'pro@demo.fr');
    const { scope } = await visitAndReadScope(page);
    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
    await expect(page).toHaveURL(/\/login/);
    await expectNothingOf(page, scope, 'pro@demo.fr');

    await login(page, 'agence@demo.fr', '/saving/offer-list');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForSecondUsersVisit(page, scope, 'agence@demo.fr');
    await expectNothingOf(page, scope, 'pro@demo.fr');
  });

  test('another user logging in after the session ended replaces the first one’s data', async ({
    page,
  }) => {
    await login(page, 'pro@demo.fr');
    const { scope } = await visitAndReadScope(page);
    // login() drops the cookies first: the server no longer knows pro@demo.fr here.
    await login(page, 'agence@demo.fr', '/saving/offer-list');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForSecondUsersVisit(page, scope, 'agence@demo.fr');
    await expectNothingOf(page, scope, 'pro@demo.fr');
  });
});

test.describe('losing the network before the service worker has cached the app', () => {
  // A first visit: the worker may still be installing when the signal drops.
  test.use({ serviceWorkers: 'block' });

  test('the page stays, and the banner tells how old the data is', async ({ page, context }) => {
    // The app fetches the banner's date formatting once the first screen is shown, which on a
    // slow host may come after the network went quiet. The test waits for that module and the
    // ones it imports (dayjs) to be in the page: importing it again settles once they all are.
    const dataAgeRequested = page.waitForRequest(/\/assets\/OfflineDataAge-[^/]+\.js$/);
    await login(page, 'pro@demo.fr', '/my-space/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
    const dataAgeUrl = (await dataAgeRequested).url();
    await page.evaluate(async (url) => {
      await import(url);
    }, dataAgeUrl);
    await context.setOffline(true);
    try {
      await expect(banner(page)).toHaveText(OFFLINE_BANNER);
      await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('when even the banner’s date formatting never arrived, the page still stays', async ({
    page,
    context,
  }) => {
    await page.route('**/assets/OfflineDataAge-*.js', (route) => route.abort());
    await login(page, 'pro@demo.fr', '/my-space/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
    await context.setOffline(true);
    try {
      await expect(banner(page)).toHaveText(
        'Hors ligne — les données affichées sont celles enregistrées sur cet appareil',
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});

test('Chromium reports no installability errors', async ({ baseURL, browserName }, testInfo) => {
  expect(browserName).toBe('chromium');
  // Chromium refuses installation in incognito, which Playwright's contexts are: a persistent
  // profile is a real browser profile.
  const { launchOptions } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...launchOptions,
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    // Chromium checks a page once it has fetched its manifest: until then it answers no-manifest.
    await expect
      .poll(async () => {
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        return installabilityErrors;
      })
      .toEqual([]);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      shortcuts: { url: string }[];
      screenshots: { src: string; form_factor: string }[];
    };
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
      '/saving/offer-list',
      '/saving/news',
    ]);
    expect(manifest.screenshots.map((screenshot) => screenshot.form_factor).sort()).toEqual([
      'narrow',
      'wide',
    ]);
    for (const screenshot of manifest.screenshots) {
      const response = await page.request.get(screenshot.src);
      expect(response.ok(), screenshot.src).toBe(true);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  } finally {
    await context.close();
  }
});
