import { expect, test, type Page } from '@playwright/test';
import { loginThroughUi } from './support/login';

const viewport = (page: Page) => page.locator('meta[name="viewport"]').getAttribute('content');

test.describe('login and landing', () => {
  // Each role's landing page is the server's answer to the login (tests/api/auth.test.ts): one
  // customer and the partner follow it here.
  for (const [email, landing] of [
    ['pro@demo.fr', '/saving/offer-list'],
    ['partenaire@demo.fr', '/partner'],
  ] as const) {
    test(`${email} lands on ${landing}`, async ({ page }) => {
      await loginThroughUi(page, email);
      await expect(page).toHaveURL(landing);
    });
  }

  test('the admin lands on the back office', async ({ page }) => {
    await loginThroughUi(page, 'admin@demo.fr');
    // /bo opens its first section (docs/back-office/README.md).
    await expect(page).toHaveURL('/bo/offers');
    await expect(page.getByRole('navigation', { name: 'Sections du back office' })).toBeVisible();
  });

  test('a wrong password shows the message and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Adresse e-mail').fill('pro@demo.fr');
    await page
      .getByRole('textbox', { name: 'Mot de passe', exact: true })
      .fill('mauvais-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Identifiant' })).toHaveText(
      'Identifiant ou mot de passe incorrect.',
    );
    await expect(page).toHaveURL(/\/login/);
  });

  test('logging out returns to the login page and protects the app again', async ({ page }) => {
    await loginThroughUi(page, 'pro@demo.fr');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/saving/offer-list');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });
});

// Where each role is sent from a page not for it is the router's unit test
// (tests/unit/app/login-route.test.tsx); here, a visitor's way through the login and back.
test.describe('route guards', () => {
  test('an anonymous visitor goes to the login page and comes back after login', async ({
    page,
  }) => {
    await page.goto('/my-space/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-space%2Fdashboard/);
    await loginThroughUi(page, 'pro@demo.fr');
    await expect(page).toHaveURL('/my-space/dashboard');
  });
});

test.describe('menus', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  const topMenu = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

  test('pro sees every section with its custom labels and its badge', async ({ page }) => {
    await loginThroughUi(page, 'pro@demo.fr');
    await expect(topMenu(page).getByRole('link')).toHaveText([
      'Solutions & Tarifs Négociés',
      'Services Premium',
      'Ventes privées',
      'Promotions',
      'Actualités',
    ]);
    // The offer list, opened at login, shows its new offers first, on this screen: they are seen
    // and the badge clears, nothing is new for pro any more (its count of new offers is tested in
    // notifications.spec.ts and new-offers-first.spec.ts).
    const home = page.getByRole('link', { name: /^Tableau de bord/ });
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await expect(home).toHaveAccessibleName('Tableau de bord');
    await expect(page.getByRole('link', { name: /Prendre un rendez-vous/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(page.getByRole('button', { name: 'Retour' })).toHaveCount(0);
  });

  // Next to the logos and the actions the five links once wrapped onto two lines at 1440 px.
  for (const width of [1440, 1300]) {
    test(`the five top links of a pro stay on one line at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginThroughUi(page, 'pro@demo.fr');
      const links = topMenu(page).getByRole('link');
      await expect(links).toHaveCount(5);
      const tops = await links.evaluateAll((elements) =>
        elements.map((element) => Math.round(element.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, `tops: ${tops.join(', ')}`).toBe(1);
    });
  }

  test('agency has no sale permissions and one theme notification', async ({ page }) => {
    await loginThroughUi(page, 'agence@demo.fr');
    const links = topMenu(page).getByRole('link');
    await expect(links.first()).toHaveText('Solutions & Tarifs Négociés');
    await expect(links).toContainText(['Services Exclusifs', 'Promotions', 'Actualités']);
    await expect(topMenu(page).getByRole('link', { name: 'Accords de vente' })).toHaveCount(0);
    const response = await page.request.get('/fo/user/progress');
    const progress = await response.json();
    expect(progress.numberOfNotification).toBe(progress.numberSavingNotification + 1);
    await expect(page.getByTestId('notification-badge')).toHaveText(
      String(progress.numberOfNotification),
    );
  });

  test('network never sees news', async ({ page }) => {
    await loginThroughUi(page, 'reseau@demo.fr');
    await expect(topMenu(page).getByRole('link').first()).toHaveText('Solutions & Tarifs Négociés');
    await expect(topMenu(page).getByRole('link', { name: 'Accords de vente' })).toBeVisible();
    await expect(topMenu(page).getByRole('link', { name: 'Actualités' })).toHaveCount(0);
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 1000, height: 800 } });

  test('a hamburger opens the side menu and its offers sub-menu', async ({ page }) => {
    await loginThroughUi(page, 'pro@demo.fr');
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Services Premium' })).toBeVisible();
    await menu.getByRole('button', { name: /Solutions & Tarifs Négociés/ }).click();
    await expect(menu.getByRole('button', { name: /Retour/ })).toBeVisible();
    await menu.getByRole('button', { name: /Retour/ }).click();
    await expect(menu.getByRole('link', { name: 'Promotions' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test.describe('viewport', () => {
  test('responsive pages use the device width, the others 1300 px', async ({ page }) => {
    await page.goto('/login');
    await expect.poll(() => viewport(page)).toBe('width=device-width, initial-scale=1');
    await loginThroughUi(page, 'pro@demo.fr');
    await expect.poll(() => viewport(page)).toBe('width=device-width, initial-scale=1');
    await page.goto('/my-space/dashboard');
    await expect.poll(() => viewport(page)).toBe('width=1300');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    /** How the page fits the screen: its scale, and whether its whole width shows. */
    const fit = (page: Page) =>
      page.evaluate(() => ({
        scale: Math.round((window.visualViewport?.scale ?? 0) * 100) / 100,
        wholeWidthShown:
          document.documentElement.scrollWidth * (window.visualViewport?.scale ?? 0) <=
          window.screen.width + 1,
      }));

    test('each page fits the screen: responsive ones at scale 1, fixed-width ones zoomed out', async ({
      page,
    }) => {
      await loginThroughUi(page, 'agence@demo.fr');
      await expect(page.getByRole('article').first()).toBeVisible();
      // The agency's two network logos once made the header wider than the phone.
      expect(await fit(page)).toEqual({ scale: 1, wholeWidthShown: true });

      // From the offer list, by the header's home button: the viewport changes without a load.
      await page.getByRole('link', { name: /^Tableau de bord/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: /^Bonjour/ })).toBeVisible();
      await expect.poll(() => fit(page)).toEqual({ scale: 0.3, wholeWidthShown: true });

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: /^Bonjour/ })).toBeVisible();
      await expect.poll(() => fit(page)).toEqual({ scale: 0.3, wholeWidthShown: true });

      // Turned, then turned back: fitted to each width.
      await page.setViewportSize({ width: 844, height: 390 });
      await expect.poll(() => fit(page)).toEqual({ scale: 0.65, wholeWidthShown: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => fit(page)).toEqual({ scale: 0.3, wholeWidthShown: true });

      // And back to a responsive page at the device's width.
      await page.goto('/saving/offer-list');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect.poll(() => fit(page)).toEqual({ scale: 1, wholeWidthShown: true });
    });

    test('the visitor pages reflow on a 320 px screen, without scrolling sideways', async ({
      page,
    }) => {
      // WCAG 2.1, 1.4.10: the login form's password field was wider than such a screen.
      await page.setViewportSize({ width: 320, height: 640 });
      for (const path of ['/login', '/resetPassword', '/initialization/bienvenue-demo']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await fit(page), path).toEqual({ scale: 1, wholeWidthShown: true });
      }
    });
  });
});

test.describe('opening screen', () => {
  // The session check is held back below: requests must reach the page's routes, not the worker.
  test.use({ serviceWorkers: 'block' });
  const OFFERS_TITLE = 'Solutions & Tarifs Négociés';

  /** What the opening screen shows: the title (or none yet), the lead, placeholders, no card. */
  const openingScreenOf = (title: string | null) => ({
    title,
    lead: true,
    loading: true,
    busy: 'true',
    articles: 0,
  });

  /**
   * Reloads the page with the server's answer about the session held back (a weak network), and
   * returns what the page showed when it asked, noted at that instant (the session check gives up
   * after 3 s, and a loaded machine can take longer than that to look), and the release.
   */
  async function reloadWithSessionCheckHeld(page: Page, lead: string, defaultTitle?: string) {
    await page.addInitScript(
      ([leadText, watchedTitle]) => {
        // Read when used: the document has no root element yet when this runs.
        const marks = () => document.documentElement.dataset;
        if (watchedTitle) {
          new MutationObserver(() => {
            if (document.querySelector('h1')?.textContent === watchedTitle)
              marks().sawTitle = 'true';
          }).observe(document, { childList: true, subtree: true, characterData: true });
        }
        const send = window.fetch.bind(window);
        window.fetch = (input, init) => {
          const url = input instanceof Request ? input.url : String(input);
          if (url.endsWith('/router') && marks().atSessionCheck === undefined) {
            const statuses = [...document.querySelectorAll('[role="status"]')];
            marks().atSessionCheck = JSON.stringify({
              title: document.querySelector('h1')?.textContent ?? null,
              lead: document.querySelector('main')?.textContent?.includes(leadText) ?? false,
              loading: statuses.some((status) => status.textContent === 'Chargement…'),
              busy: document.querySelector('main')?.getAttribute('aria-busy'),
              articles: document.querySelectorAll('article').length,
            });
          }
          return send(input, init);
        };
      },
      [lead, defaultTitle ?? ''] as const,
    );
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/router', async (route) => {
      await answered;
      await route.continue();
    });
    await page.reload();

    await expect(page.locator('html')).toHaveAttribute('data-at-session-check');
    const atSessionCheck: unknown = JSON.parse(
      (await page.locator('html').getAttribute('data-at-session-check')) ?? '',
    );
    return { atSessionCheck, answer };
  }

  test('the offer list shows its title over placeholders while the session is checked', async ({
    page,
  }) => {
    await loginThroughUi(page, 'pro@demo.fr');
    await expect(page).toHaveURL('/saving/offer-list');
    const { atSessionCheck, answer } = await reloadWithSessionCheckHeld(
      page,
      'Les offres et tarifs négociés pour votre entreprise',
    );
    // Shown from the first frame: title, lead and placeholders, not after the check gave up.
    expect(atSessionCheck).toEqual(openingScreenOf(OFFERS_TITLE));

    answer();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFERS_TITLE);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  });

  test('the news page shows its title over placeholders while the session is checked', async ({
    page,
  }) => {
    await loginThroughUi(page, 'pro@demo.fr');
    await page.goto('/saving/news');
    await expect(page.getByRole('article').first()).toBeVisible();
    const { atSessionCheck, answer } = await reloadWithSessionCheckHeld(
      page,
      'Les dernières informations de votre réseau',
    );
    expect(atSessionCheck).toEqual(openingScreenOf('Actualités'));

    answer();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualités');
  });

  test('a services page keeps its title’s place until the profile names it', async ({ page }) => {
    await loginThroughUi(page, 'pro@demo.fr');
    await page.goto('/saving/service-exclusive-list');
    // pro@demo.fr's profile renames the section.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services Premium');
    const { atSessionCheck, answer } = await reloadWithSessionCheckHeld(
      page,
      'Des services réservés aux clients de votre réseau',
      'Services Exclusifs',
    );
    // The lead and placeholders at once; no title yet rather than the default one.
    expect(atSessionCheck).toEqual(openingScreenOf(null));

    answer();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services Premium');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-saw-title');
  });

  test('a page the user may not open shows nothing of itself before the user’s home', async ({
    page,
  }) => {
    await loginThroughUi(page, 'reseau@demo.fr');
    await expect(page).toHaveURL('/saving/offer-list');
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('h1')?.textContent === 'Actualités') {
          document.documentElement.dataset.sawNewsTitle = 'true';
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // Typed in the address bar: news are not for the network.
    await page.goto('/saving/news');
    await expect(page).toHaveURL('/saving/offer-list');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-saw-news-title');
  });

  test('a visitor never sees a page title before the login page', async ({ page }) => {
    await page.addInitScript((title: string) => {
      new MutationObserver(() => {
        if (document.querySelector('h1')?.textContent === title) {
          document.documentElement.dataset.sawOfferTitle = 'true';
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, OFFERS_TITLE);
    await page.goto('/saving/offer-list');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-saw-offer-title');
  });
});
