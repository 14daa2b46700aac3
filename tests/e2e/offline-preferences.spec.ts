import { expect } from '@playwright/test';
import type { ThemeNode } from '../../src/contract/api';
import { banner, waitForPersistedCache, waitForServiceWorkerControl } from './support/offline';
import { testWithOwnServer } from './support/own-server';
import { api, login, subThemesOf } from './support/saving';

const test = testWithOwnServer;

test.describe('preference changes made offline', () => {
  // A login, the worker's install, two reloads and a server stopped and resumed: close to 30 s
  // on a slow shared machine.
  test.describe.configure({ timeout: 60_000 });

  // Other specs read reseau@demo.fr's selection: this one changes it on a server of its own.
  test('survive two reloads and reach the server when back online', async ({
    page,
    context,
    ownServer,
  }) => {
    await login(page, 'reseau@demo.fr');
    const tree = await api<ThemeNode>(
      page,
      '/fo/theme/categoryThemeSubThemeTreeWithUserPreference',
    );
    const leaves = tree.children.flatMap(subThemesOf);
    const stored = leaves.filter((leaf) => leaf.active).map((leaf) => leaf.id);
    expect(stored.length).toBeLessThan(leaves.length);

    await page.goto('/my-space/preferences');
    await waitForServiceWorkerControl(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes centres d’intérêt');
    // The page must come back offline, after the reloads below: its tree (each sub-theme and
    // whether it is selected) is persisted on the device first.
    const selection = (root: ThemeNode) =>
      JSON.stringify(root.children.flatMap(subThemesOf).map((leaf) => [leaf.id, leaf.active]));
    const isTheTree = (data: unknown) =>
      typeof data === 'object' &&
      data !== null &&
      Array.isArray((data as Partial<ThemeNode>).children) &&
      selection(data as ThemeNode) === selection(tree);
    await waitForPersistedCache(
      page,
      (cache) => cache.queries.some((query) => isTheTree(query.state.data)),
      'the preferences page’s tree is persisted on the device',
    );

    await context.setOffline(true);
    // The change is made once the app shows it is offline. A click in the instant before would
    // be sent at once.
    await expect(banner(page)).toBeVisible();
    // The server out of reach as from a device without network: Chromium's emulation alone is
    // not airtight across reloads. While a page reloads it has been seen to lift it for a moment
    // in the page being left ('online' event, navigator.onLine true), which then rightly sent
    // its queued change.
    await ownServer.interrupt();
    await page.getByRole('button', { name: 'Tout cocher' }).click();
    const pending = page
      .getByRole('status')
      .filter({ hasText: '1 modification en attente de synchronisation' });
    await expect(pending).toBeVisible();

    // Reloaded at once, as when the app is closed right after a change: the change, written to
    // the device as the page goes away, is still queued.
    for (let reload = 0; reload < 2; reload += 1) {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes centres d’intérêt');
      await expect(pending).toBeVisible();
    }
    await ownServer.resume();
    // Nothing reached the server (the API client is not the page's network).
    const storedCount = () => api<number>(page, '/fo/user/countThemeSubThemeWithUserPreference');
    expect(await storedCount()).toBe(stored.length);

    await context.setOffline(false);
    await expect(
      page.getByRole('status').filter({ hasText: 'Modifications synchronisées' }),
    ).toBeVisible();
    await expect(pending).toHaveCount(0);
    expect(await storedCount()).toBe(leaves.length);
  });
});
