import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { DEMO_PASSWORD } from './support/login';
import { login, offersOfStoredSelection } from './support/saving';
import { waitForServiceWorkerControl } from './support/offline';

/**
 * The first screens painted from the HTML the build prerendered (docs/first-screen.md): before
 * the app's script has run, without it, and offline.
 */

const emailField = (page: Page) => page.getByLabel('Adresse e-mail');
const passwordField = (page: Page) =>
  page.getByRole('textbox', { name: 'Mot de passe', exact: true });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Se connecter' });
/** The app's entry script, which the prerendered page fetches once it has painted. */
const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;
/**
 * The Content-Security-Policy's refusals on the page from now on: a prerendered page's stylesheet
 * is in the HTML, allowed by its hash (docs/first-screen.md), or refused and the page unstyled.
 */
function refusalsOf(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}

/** The submit button's colour, the app's own: the stylesheet has applied. */
const APP_BUTTON_COLOUR = 'rgb(63, 140, 255)';

/** Lighthouse's phone: its screen, its pixel ratio, touch. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the login page shows its heading, both labelled fields and the submit button', async ({
    page,
  }) => {
    const refusals = refusalsOf(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion à votre espace');
    await expect(emailField(page)).toBeVisible();
    await expect(passwordField(page)).toBeVisible();
    await expect(submitButton(page)).toBeVisible();
    await expect(page).toHaveTitle('Connexion — Avantages Pro');
    // Styled by the stylesheet the page holds, which the policy lets apply.
    await expect(submitButton(page)).toHaveCSS('background-color', APP_BUTTON_COLOUR);
    expect(refusals).toEqual([]);
  });

  test('a list page shows a signed-in customer its title and placeholders', async ({
    page,
    context,
    baseURL,
  }) => {
    // The hint the server sets beside the session: the server picks the screen by it.
    await context.addCookies([{ name: 'signed_in', value: 'PRO', url: baseURL! }]);
    await page.goto('/saving/offer-list');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solutions & Tarifs Négociés');
    await expect(page.getByRole('status').filter({ hasText: 'Chargement…' })).toBeAttached();
  });
});

/** Holds the app's entry script until `release` is called: the page stays as its HTML painted it. */
async function holdEntryScript(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(ENTRY_SCRIPT, async (route: Route) => {
    held = true;
    await released;
    await route.continue();
  });
  return { release, wasHeld: () => held };
}

async function boxesOf(locators: Locator[]) {
  return Promise.all(locators.map((locator) => locator.boundingBox()));
}

/** Where the prerendered login page's parser is stopped: before the card's second field. */
const SECOND_FIELD = /<div class="form-field[^"]*"><label[^>]*>Mot de passe/;
const PARSER_STOP = '/first-screen-parser-stop.js';

test.describe('on a phone', () => {
  test.use(PHONE);

  test('on a slow phone the login card is painted whole: nothing moves while the page is parsed', async ({
    page,
  }) => {
    // A slow phone's parser yields within the body: painted then, the centred card showed only
    // its first field and moved up as it grew (a shift in a third of the loads at a sixth of the
    // CPU, docs/first-screen.md). Here the parser stops there on every load, whatever the machine:
    // a script of the test's, put before the card's second field, is held until the browser has
    // painted twice, or for a second if it paints nothing (the page blocks rendering until the
    // whole screen is parsed). Only the HTML paints: the app's script is refused.
    await page.route(ENTRY_SCRIPT, (route) => route.abort());
    await page.route('/login', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toMatch(SECOND_FIELD);
      const body = html.replace(
        SECOND_FIELD,
        (field) => `<script src="${PARSER_STOP}"></script>${field}`,
      );
      await route.fulfill({ response, body });
    });
    let goOn!: () => void;
    const mayGoOn = new Promise<void>((resolve) => (goOn = resolve));
    await page.exposeFunction('firstScreenParserMayGoOn', () => goOn());
    await page.route(PARSER_STOP, async (route) => {
      await mayGoOn;
      await route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.addInitScript((stop) => {
      // What the browser reports: its layout shifts, and the frames it rendered with part of the card.
      const seen = { shifts: [] as number[], partialFrames: 0 };
      Object.assign(window, { firstScreenSeen: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          seen.shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
      const eachFrame = () => {
        const card = document.querySelector('.auth-card');
        if (card && card.querySelector('.auth-form__link')) return;
        if (card) seen.partialFrames += 1;
        requestAnimationFrame(eachFrame);
      };
      requestAnimationFrame(eachFrame);
      // Stopped at the test's script: go on after two frames, or a second without any.
      const watch = new MutationObserver(() => {
        if (!document.querySelector(`script[src="${stop}"]`)) return;
        watch.disconnect();
        const goOn = () =>
          (
            window as unknown as { firstScreenParserMayGoOn: () => void }
          ).firstScreenParserMayGoOn();
        requestAnimationFrame(() => requestAnimationFrame(goOn));
        setTimeout(goOn, 1000);
      });
      watch.observe(document, { childList: true, subtree: true });
    }, PARSER_STOP);

    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible();
    // A layout shift is reported with the frame that moved something: two frames more.
    const seen = await page.evaluate(
      () =>
        new Promise<{ shifts: number[]; partialFrames: number }>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve(
                (
                  window as unknown as {
                    firstScreenSeen: { shifts: number[]; partialFrames: number };
                  }
                ).firstScreenSeen,
              ),
            ),
          ),
        ),
    );
    expect(seen).toEqual({ shifts: [], partialFrames: 0 });
  });
});

test('text typed before the app starts is kept, and nothing moves when it takes over', async ({
  page,
}) => {
  const takeOverErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') takeOverErrors.push(message.text());
  });
  const entry = await holdEntryScript(page);
  // The document's end waits for module scripts: only its start is awaited.
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(submitButton(page)).toBeVisible();
  // The page asks for the app's script once it has painted (docs/first-screen.md).
  await expect.poll(() => entry.wasHeld()).toBe(true);

  await emailField(page).fill('pro@demo.fr');
  await passwordField(page).fill(DEMO_PASSWORD);
  await passwordField(page).focus();
  // Each field's whole box (the app adds a clear button inside the e-mail's, which it now holds).
  const fieldBoxes = page.locator('.form-field__box');
  const parts = [
    page.getByRole('heading', { level: 1 }),
    fieldBoxes.nth(0),
    fieldBoxes.nth(1),
    submitButton(page),
  ];
  const before = await boxesOf(parts);

  entry.release();
  // The app holds the page once #root no longer names the prerendered screen; the e-mail it
  // adopted then shows the field's clear button, which only the app renders.
  await expect(page.locator('#root')).not.toHaveAttribute('data-first-screen');
  await expect(page.getByRole('button', { name: 'Effacer le champ' })).toBeVisible();
  expect(await boxesOf(parts)).toEqual(before);
  await expect(emailField(page)).toHaveValue('pro@demo.fr');
  await expect(passwordField(page)).toHaveValue(DEMO_PASSWORD);
  await expect(passwordField(page)).toBeFocused();
  expect(takeOverErrors).toEqual([]);

  // The form holds both values: submitted as it is, it signs in.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/saving\/offer-list$/);
});

test('a form submitted before the app starts is sent once it does, never in the address', async ({
  page,
}) => {
  const entry = await holdEntryScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  // The start script, which marks an early submission, has run once it asks for the app.
  await expect.poll(() => entry.wasHeld()).toBe(true);
  await emailField(page).fill('pro@demo.fr');
  await passwordField(page).fill(DEMO_PASSWORD);
  await submitButton(page).click();
  // Nothing leaves the page meanwhile: a plain form would put the password in the address.
  await expect(page).toHaveURL(/\/login$/);

  entry.release();
  await expect(page).toHaveURL(/\/saving\/offer-list$/);
});

test('an offline reload of the offer list paints its prerendered frame, then the stored offers', async ({
  page,
  context,
}) => {
  await login(page, 'pro@demo.fr');
  const { visible } = await offersOfStoredSelection(page);
  const [first] = visible;
  if (!first) throw new Error('The demo data gives pro@demo.fr offers.');
  await page.goto('/saving/offer-list');
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('heading', { name: first.title })).toBeVisible();

  await context.setOffline(true);
  const navigation = page.waitForResponse((response) => response.request().isNavigationRequest());
  const refusals = refusalsOf(page);
  await page.reload();
  const html = await (await navigation).text();
  // What the browser painted before any script ran: the page's frame, from the worker's cache.
  expect((await navigation).fromServiceWorker()).toBe(true);
  expect(html).toContain('data-first-screen="offer-list"');
  expect(html).toContain('<h1>Solutions &amp; Tarifs Négociés</h1>');
  expect(html).toContain('content-card--skeleton');
  // Then the app shows the offers stored on the device.
  await expect(page.getByRole('heading', { name: first.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solutions & Tarifs Négociés');
  // Its stylesheet, in the cached HTML, applied under the policy cached with it.
  expect(html).toContain('<style>');
  expect(refusals).toEqual([]);
});
