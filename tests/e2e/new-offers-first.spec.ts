/**
 * What is new is seen (docs/offline.md, "What the user has seen"): pro logs in on a phone and lands
 * on its offer list, whose new offers come first; the list's mark advances only to the new offers
 * pro had on screen, so the badge keeps counting the others, and goes once pro has scrolled to
 * them.
 *
 * On a server of its own: pro's marks move, which other specs read (the demo's 2 new offers).
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
    const tree = await read<ThemeNode>(
      pro,
      '/fo/theme/categoryThemeSubThemeTreeWithUserPreference',
    );
    const chosen = new Set(
      subThemesOf(tree)
        .filter((leaf) => leaf.active)
        .map((leaf) => leaf.id),
    );
    // In the list's own order (by title), as the server sends it.
    const shown = (await read<Offer[]>(pro, '/fo/offer/user/offers')).filter((offer) =>
      offer.subThemeIds.some((id) => chosen.has(id)),
    );
    const [older, newer, ...others] = shown
      .filter((offer) => Date.parse(offer.publishedAt) > Date.parse(marks.offers))
      .sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt));
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
