import { expect, test } from '@playwright/test';

test.describe('app shell served by the real server', () => {
  test('the login page renders in French', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Connexion — Avantages Pro');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion à votre espace');
  });

  test('an anonymous visitor’s login page asks the server nothing and logs no error', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const routerCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/router') routerCalls.push(request.url());
    });
    await page.goto('/login');
    await expect(page.getByRole('textbox', { name: /Adresse e-mail/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(routerCalls).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the login page shows its images beside the form on a wide screen, none on a phone', async ({
    page,
    request,
  }) => {
    const images = (await (await request.get('/fo/user/loginImages')).json()) as { alt: string }[];
    // The three login images of the demo data.
    expect(images).toHaveLength(3);
    await page.goto('/login');
    for (const { alt } of images) await expect(page.getByRole('img', { name: alt })).toBeVisible();

    let asked = false;
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/fo/user/loginImages') asked = true;
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion à votre espace');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('img', { name: images[0]!.alt })).toHaveCount(0);
    expect(asked).toBe(false);
  });

  test('the web app manifest is linked and valid', async ({ page, request }) => {
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const response = await request.get(href!);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Avantages Pro',
      lang: 'fr',
      display: 'standalone',
      theme_color: '#3f8cff',
      start_url: '/saving/offer-list',
      scope: '/',
    });
    const sizes = manifest.icons.map((icon: { sizes: string; purpose?: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(
      true,
    );

    for (const icon of manifest.icons as { src: string }[]) {
      const iconResponse = await request.get(new URL(icon.src, response.url()).toString());
      expect(iconResponse.ok(), icon.src).toBe(true);
      expect(iconResponse.headers()['content-type']).toBe('image/png');
    }
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await request.get(appleIcon!)).ok()).toBe(true);
  });

  test('the service worker installs, activates and controls the page', async ({ page }) => {
    await page.goto('/login');
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const worker = registration.active!;
      if (worker.state !== 'activated') {
        await new Promise<void>((resolve) =>
          worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
        );
      }
      return { state: worker.state, script: worker.scriptURL };
    });
    expect(state.state).toBe('activated');
    expect(new URL(state.script).pathname).toBe('/sw.js');

    // Once controlled, the shell comes from the precache even with the network gone.
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.context().setOffline(true);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion à votre espace');
    await page.context().setOffline(false);
  });

  test('a page’s own code is announced in its HTML, every page applies the one stylesheet, each file fetched once', async ({
    page,
    request,
  }) => {
    const announced = async (route: string) => {
      const html = await (await request.get(route)).text();
      // A prerendered page holds the stylesheet's text instead (docs/first-screen.md).
      const held = html.includes('<style>') ? [{ rel: 'held', href: 'in the HTML' }] : [];
      const links = [
        ...html.matchAll(
          /<link rel="(modulepreload|preload|stylesheet)"(?: as="style")? crossorigin href="([^"]+)">/g,
        ),
      ].map(([, rel, href]) => ({ rel, href: href! }));
      // A prerendered page names its modules on its start script (docs/first-screen.md).
      const modules = /data-app-modules="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
      return [
        ...held,
        ...links,
        ...modules.filter(Boolean).map((href) => ({ rel: 'modulepreload', href })),
      ];
    };
    const stylesheets = new Set<string>();
    // Every page: a file announced but not built is a 404 in the console of that page.
    for (const route of [
      '/login',
      '/resetPassword',
      '/initialization/token',
      '/saving/offer-list',
      '/saving/offer/1',
      '/saving/privilege-list',
      '/saving/privilege/1',
      '/saving/service-exclusive-list',
      '/saving/sale-permission-list',
      '/saving/service/1',
      '/saving/news',
      '/saving/news/1',
      '/my-space/dashboard',
      '/my-space/preferences',
      '/my-space/profile',
      '/my-space/company',
      '/my-space/offline',
      '/partner',
    ]) {
      const links = await announced(route);
      expect(
        links.some(({ rel }) => rel === 'modulepreload'),
        route,
      ).toBe(true);
      const files = links.filter(({ rel }) => rel !== 'held');
      for (const { href } of files) {
        expect((await request.get(href)).ok(), `${route}: ${href}`).toBe(true);
      }
      // The app's one stylesheet, linked or held by every page (docs/first-screen.md).
      const styles = links.filter(({ rel, href }) => rel === 'held' || href.endsWith('.css'));
      expect(styles, route).toHaveLength(1);
      stylesheets.add(styles[0]!.href);
    }
    expect([...stylesheets].sort()).toEqual([
      expect.stringMatching(/^\/assets\/[\w-]+\.css$/),
      'in the HTML',
    ]);

    const fetched = new Map<string, number>();
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      fetched.set(pathname, (fetched.get(pathname) ?? 0) + 1);
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion à votre espace');
    await page.waitForLoadState('networkidle');
    // A preload the page cannot use (another request mode) would be fetched again.
    const loginFiles = (await announced('/login')).filter(({ rel }) => rel !== 'held');
    for (const { href } of loginFiles) expect(fetched.get(href), href).toBe(1);
    // The stylesheet came with the HTML.
    expect([...fetched.keys()].filter((pathname) => pathname.endsWith('.css'))).toEqual([]);
  });

  test('server-only paths are never answered by the app shell', async ({ request }) => {
    const health = await request.get('/health');
    expect(await health.json()).toEqual({ status: 'ok' });
    const unknownApi = await request.get('/fo/does-not-exist');
    expect(unknownApi.status()).toBe(404);
    const appRoute = await request.get('/saving/offer-list');
    expect(appRoute.status()).toBe(200);
    expect(appRoute.headers()['cache-control']).toBe('no-cache');
  });
});
