/**
 * Timings taken in Chromium through Playwright, measured inside the page from the event's own
 * timestamp (or the navigation start) to the frame after the change, so the protocol's latency
 * is not counted.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Offer, ThemeNode } from '../../src/contract/api';
import { searchableText } from '../../src/features/offers/search';
import { browserCookies } from './server';

const OFFER_LIST = '/saving/offer-list';
const RUNS = 5;

declare global {
  interface Window {
    __offerListPaintedAt?: number;
    __interactionMs?: number;
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/*
 * The in-page probes are plain JavaScript text: functions handed to Playwright from TypeScript
 * run through tsx, whose helpers (`__name`) do not exist in the page.
 */
const PAINT_PROBE = `
new MutationObserver(function (records, observer) {
  if (!document.querySelector('[role="list"][aria-label="Liste des offres"] [role="listitem"]')) return;
  observer.disconnect();
  requestAnimationFrame(function () {
    if (window.__offerListPaintedAt === undefined) window.__offerListPaintedAt = performance.now();
  });
}).observe(document, { childList: true, subtree: true });
`;

/** The in-page half of `armInteraction`. */
const INTERACTION_PROBE = `function (type) {
  window.__interactionMs = undefined;
  function countText() {
    return Array.from(document.querySelectorAll('[role="status"]'))
      .map(function (element) { return element.textContent || ''; })
      .find(function (text) { return /^\\d/.test(text); });
  }
  var before = countText();
  function onEvent(event) {
    window.removeEventListener(type, onEvent, true);
    var start = event.timeStamp;
    var observer = new MutationObserver(function () {
      if (countText() === before) return;
      observer.disconnect();
      // After the next frame is produced, not merely scheduled.
      requestAnimationFrame(function () {
        setTimeout(function () { window.__interactionMs = performance.now() - start; }, 0);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }
  window.addEventListener(type, onEvent, true);
}`;

async function loggedInContext(
  browser: Browser,
  baseUrl: string,
  cookie: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1440, height: 900 },
    locale: 'fr-FR',
  });
  await context.addCookies(browserCookies(cookie, baseUrl));
  // Records the first frame in which an offer card is in the page, relative to navigation start.
  await context.addInitScript({ content: PAINT_PROBE });
  return context;
}

/** Names the step that failed, so a timeout in the report says where it happened. */
async function phase<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

async function timeToOfferList(page: Page): Promise<number> {
  await page.goto(OFFER_LIST, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => window.__offerListPaintedAt, undefined, {
    timeout: 30_000,
  });
  return (await handle.jsonValue()) ?? Number.NaN;
}

export interface OnlineOffline {
  onlineMs: number;
  offlineMs: number;
}

/** Median time to the painted offer list, online and offline (service worker + IndexedDB). */
export async function onlineVersusOffline(
  browser: Browser,
  baseUrl: string,
  cookie: string,
): Promise<OnlineOffline> {
  const context = await loggedInContext(browser, baseUrl, cookie);
  try {
    const page = await context.newPage();
    await phase('first visit', () => timeToOfferList(page));
    // The worker controls the pages loaded after its activation (DESIGN.md section 2: `ready`
    // resolves too early, so the reloaded page's controller is what counts).
    await phase('service worker', async () => {
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await timeToOfferList(page);
      await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, {
        timeout: 30_000,
      });
    });
    // A controlled load fills the persisted query cache and the images' cache; its grouped write
    // to IndexedDB must land before going offline.
    await phase('controlled visit', () => timeToOfferList(page));
    await page.waitForTimeout(2_000);

    // Online and offline loads alternate, each pair in the other order than the last: the
    // host's speed drifts within a minute (shared vCPUs), and five loads of one kind after five
    // of the other measured the drift as much as the difference.
    const online: number[] = [];
    const offline: number[] = [];
    const load = async (offlineLoad: boolean) => {
      await context.setOffline(offlineLoad);
      (offlineLoad ? offline : online).push(await timeToOfferList(page));
    };
    try {
      await phase('online and offline', async () => {
        for (let run = 0; run < RUNS; run += 1) {
          await load(run % 2 === 1);
          await load(run % 2 === 0);
        }
      });
    } finally {
      await context.setOffline(false);
    }
    return { onlineMs: median(online), offlineMs: median(offline) };
  } finally {
    await context.close();
  }
}

/**
 * Arms a measurement: from the next `eventType` event's timestamp to the frame after the result
 * count changes (the filtered list is rendered in the same commit).
 */
async function armInteraction(page: Page, eventType: 'click' | 'keydown'): Promise<void> {
  await page.evaluate(`(${INTERACTION_PROBE})(${JSON.stringify(eventType)})`);
}

async function interactionResult(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => window.__interactionMs, undefined, {
    timeout: 30_000,
  });
  return (await handle.jsonValue()) ?? Number.NaN;
}

/** A letter that some offers contain and others do not, so one keystroke changes the list. */
function discriminatingLetter(offers: readonly Offer[], tree: ThemeNode): string {
  const leaves = (node: ThemeNode): ThemeNode[] =>
    node.children.length === 0 ? [node] : node.children.flatMap(leaves);
  const names = new Map(tree.children.flatMap(leaves).map((leaf) => [leaf.id, leaf.name]));
  const texts = offers.map((offer) => searchableText(offer, names));
  for (const letter of 'zwxkyjqhbvgfpdmculonsitrae') {
    const matching = texts.filter((text) => text.includes(letter)).length;
    if (matching > 0 && matching < offers.length) return letter;
  }
  throw new Error('No single letter splits the offers.');
}

export interface InteractionTimings {
  offers: number;
  toggleMs: number;
  toggleMaxMs: number;
  keystrokeMs: number;
  keystrokeMaxMs: number;
  letter: string;
}

/** Median time to apply one filter toggle and one search keystroke on the offer list. */
export async function filterAndSearch(
  browser: Browser,
  baseUrl: string,
  cookie: string,
): Promise<InteractionTimings> {
  const context = await loggedInContext(browser, baseUrl, cookie);
  try {
    const page = await context.newPage();
    const offers = (await (await page.request.get('/fo/offer/user/offers')).json()) as Offer[];
    const tree = (await (
      await page.request.get('/fo/theme/categoryThemeSubThemeTreeWithUserPreference')
    ).json()) as ThemeNode;
    await timeToOfferList(page);

    const panel = page.getByRole('region', { name: 'Filtrer par thème' }).first();
    await panel.getByRole('button', { name: 'Tout cocher' }).click();
    const checkbox = panel.getByRole('checkbox').first();
    await checkbox.waitFor();

    const toggles: number[] = [];
    for (let run = 0; run < RUNS * 2; run += 1) {
      await armInteraction(page, 'click');
      await checkbox.click();
      toggles.push(await interactionResult(page));
    }

    const letter = discriminatingLetter(offers, tree);
    const search = page.getByRole('searchbox', { name: 'Rechercher une offre' });
    await search.focus();
    const keystrokes: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await armInteraction(page, 'keydown');
      await page.keyboard.press(letter);
      keystrokes.push(await interactionResult(page));
      await armInteraction(page, 'keydown');
      await page.keyboard.press('Backspace');
      await interactionResult(page);
    }
    return {
      offers: offers.length,
      toggleMs: median(toggles),
      toggleMaxMs: Math.max(...toggles),
      keystrokeMs: median(keystrokes),
      keystrokeMaxMs: Math.max(...keystrokes),
      letter,
    };
  } finally {
    await context.close();
  }
}
