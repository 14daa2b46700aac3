/**
 * What is new is seen (docs/offline.md, "What the user has seen"): pro logs in on a phone and lands
 * on its offer list, whose new offers come first; the list's mark advances only to the new offers
 * pro had on screen, so the badge keeps counting the others, and goes once pro has scrolled to
 * them.
 *
 * On a server of its own: pro's marks move, which other specs read (the demo's 2 new offers).
 * A device that has nothing stored yet (its storage cleared, its session kept) places the new
 * offers first at the list's first render: they do not move up once the marks arrive.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Offer, Progress, SeenMarks, ThemeNode } from '../../src/contract/api';
import { loginThroughUi } from './support/login';
import { testWithOwnServerOf } from './support/own-server';
import { apiSession, read } from './support/publishing';
import { subThemesOf } from './support/saving';

const test = testWithOwnServerOf({ offers: 40 });
// A small phone's window (an iPhone SE's): the list's first card is below the page's title, lead,
// filters and search box.
test.use({ viewport: { width: 320, height: 460 } });

/** `offers` published after `mark`, the oldest first: the list's new items, in its order. */
const newSince = (offers: readonly Offer[], mark: string) =>
  offers
    .filter((offer) => Date.parse(offer.publishedAt) > Date.parse(mark))
    .sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt));

/** The offers of the list as the user's filters show them, in the server's order (by title). */
async function shownOffers(user: APIRequestContext): Promise<Offer[]> {
  const tree = await read<ThemeNode>(user, '/fo/theme/categoryThemeSubThemeTreeWithUserPreference');
  const chosen = new Set(
    subThemesOf(tree)
      .filter((leaf) => leaf.active)
      .map((leaf) => leaf.id),
  );
  return (await read<Offer[]>(user, '/fo/offer/user/offers')).filter((offer) =>
    offer.subThemeIds.some((id) => chosen.has(id)),
  );
}

const notificationsOf = async (api: APIRequestContext) =>
  (await read<Progress>(api, '/fo/user/progress')).numberOfNotification;

const badge = (page: Page) => page.getByTestId('notification-badge');
const listItems = (page: Page) =>
  page.getByRole('list', { name: 'Liste des offres' }).getByRole('listitem');
const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const newCards = (page: Page) =>
  page.getByRole('article').filter({ has: page.getByText('Nouveau', { exact: true }) });

/** Scrolls until the card's bottom edge is the window's: the cards after it are still below. */
async function scrollToBottomOf(page: Page, title: string) {
  await card(page, title).evaluate((element) => element.scrollIntoView({ block: 'end' }));
}

/** Two frames rendered: the browser has told its observers what is on screen meanwhile. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

test('pro’s new offers come first, and stay counted until pro had them on screen', async ({
  page,
  baseURL,
}) => {
  // Pro's own API session, apart from the browser's: what the server holds.
  const pro = await apiSession(baseURL!, 'pro@demo.fr');
  try {
    // The demo: 2 offers of pro's sub-themes published after its mark, at two instants.
    expect(await notificationsOf(pro)).toBe(2);
    const marks = await read<SeenMarks>(pro, '/fo/user/seenMarks');
    const shown = await shownOffers(pro);
    const [older, newer, ...others] = newSince(shown, marks.offers);
    expect(others).toEqual([]);
    if (!older || !newer) throw new Error('pro@demo.fr has 2 new offers in the demo data.');
    expect(Date.parse(newer.publishedAt)).toBeGreaterThan(Date.parse(older.publishedAt));

    // Every mark the page sends, in order.
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/fo/user/seenMarks/')) {
        sent.push({ url: new URL(request.url()).pathname, body: request.postDataJSON() });
      }
    });

    await page.goto('/login');
    await loginThroughUi(page, 'pro@demo.fr');
    await expect(page).toHaveURL(/\/saving\/offer-list$/);

    // The new offers first, the older first, both « Nouveau ».
    await expect(listItems(page).nth(0).getByRole('heading')).toHaveText(older.title);
    await expect(listItems(page).nth(1).getByRole('heading')).toHaveText(newer.title);
    await expect(newCards(page)).toHaveCount(2);
    await expect(card(page, older.title).getByText('Nouveau', { exact: true })).toBeAttached();

    // Not on screen yet: nothing is marked, the badge still counts both.
    await expect(card(page, older.title)).not.toBeInViewport();
    await twoFrames(page);
    await expect(badge(page)).toHaveText('2');
    expect(sent).toEqual([]);
    expect(await notificationsOf(pro)).toBe(2);

    // The first one scrolled into view, the second still below: marked up to the first only.
    await scrollToBottomOf(page, older.title);
    await expect(card(page, newer.title)).not.toBeInViewport();
    await expect
      .poll(() => sent)
      .toEqual([{ url: '/fo/user/seenMarks/offers', body: { seenUpTo: older.publishedAt } }]);
    await expect(badge(page)).toHaveText('1');
    expect(await notificationsOf(pro)).toBe(1);
    // Its « Nouveau » stays for this visit, with the other's.
    await expect(newCards(page)).toHaveCount(2);

    // The second one scrolled into view: everything new was seen.
    await scrollToBottomOf(page, newer.title);
    await expect
      .poll(() => sent)
      .toEqual([
        { url: '/fo/user/seenMarks/offers', body: { seenUpTo: older.publishedAt } },
        { url: '/fo/user/seenMarks/offers', body: { seenUpTo: newer.publishedAt } },
      ]);
    await expect(badge(page)).toHaveCount(0);
    expect(await notificationsOf(pro)).toBe(0);
    const after = await read<SeenMarks>(pro, '/fo/user/seenMarks');
    expect(Date.parse(after.offers)).toBeGreaterThanOrEqual(Date.parse(newer.publishedAt));

    // The next visit: nothing new, the list in its own order.
    await page.reload();
    await expect(listItems(page).nth(0).getByRole('heading')).toHaveText(shown[0]!.title);
    await expect(listItems(page).nth(1).getByRole('heading')).toHaveText(shown[1]!.title);
    await expect(newCards(page)).toHaveCount(0);
  } finally {
    await pro.dispose();
  }
});

test('a device with nothing stored yet shows the new offers first from the list’s first render', async ({
  page,
  context,
  baseURL,
}) => {
  // Réseau: one new offer in the demo, and a mark no other test of this file moves.
  const reseau = await apiSession(baseURL!, 'reseau@demo.fr');
  try {
    const marks = await read<SeenMarks>(reseau, '/fo/user/seenMarks');
    const [fresh] = newSince(await shownOffers(reseau), marks.offers);
    if (!fresh) throw new Error('reseau@demo.fr has a new offer in the demo data.');

    // The session only, as on a device whose storage was cleared: no copy of the marks.
    await context.addCookies((await reseau.storageState()).cookies);
    // The first card's title as the list first shows it.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const title = document.querySelector('[role="listitem"] h3')?.textContent;
        if (!title) return;
        document.documentElement.dataset.firstCard = title;
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/saving/offer-list');

    await expect(listItems(page).nth(0).getByRole('heading')).toHaveText(fresh.title);
    await expect(card(page, fresh.title).getByText('Nouveau', { exact: true })).toBeAttached();
    expect(await page.locator('html').getAttribute('data-first-card')).toBe(fresh.title);
  } finally {
    await reseau.dispose();
  }
});
