import { expect, test, type Page } from '@playwright/test';
import type { Offer } from '../../src/contract/api';
import { api, frenchCount, login, offersOfStoredSelection, resultCount } from './support/saving';
import { stopTheClock } from './support/clock';
import { expectNoHorizontalScroll } from './support/layout';
import { testWithOwnServerOf } from './support/own-server';

const OFFER_FAILURE = 'La redirection vers le site de l’offre a échoué.';
const filters = (page: Page) => page.getByRole('region', { name: 'Filtrer par thème' });
const cards = (page: Page) =>
  page.getByRole('list', { name: 'Liste des offres' }).getByRole('listitem');

test.describe('offer list (desktop)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows the offers of the stored selection as cards', async ({ page }) => {
    await login(page, 'pro@demo.fr', '/saving/offer-list');
    await expect(page).toHaveTitle('Solutions & Tarifs Négociés — Avantages Pro');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solutions & Tarifs Négociés');

    const { offers, visible, stored } = await offersOfStoredSelection(page);
    expect(stored.size).toBe(9);
    await expect(resultCount(page)).toHaveText(
      `${frenchCount(visible.length, 'offre', 'offres')} sur ${offers.length}`,
    );
    await expect(filters(page).getByText('9 sous-thèmes cochés sur 60')).toBeVisible();

    // Cards: supplier, discount, title (the link), summary and validity in DD/MM/YYYY.
    const first = visible[0]!;
    const card = page.getByRole('article', { name: first.title });
    await expect(card).toBeVisible();
    await expect(card).toContainText(first.supplierName);
    await expect(card).toContainText(first.discount);
    await expect(card).toContainText(first.summary);
    const [fy, fm, fd] = first.validFrom.split('-');
    const [ty, tm, td] = first.validTo.split('-');
    await expect(card).toContainText(`Valable du ${fd}/${fm}/${fy} au ${td}/${tm}/${ty}`);
    await expect(cards(page).first()).toHaveAttribute('aria-setsize', String(visible.length));
    // A catalogue of this size is a plain grid: every card is in the page, three per row here.
    await expect(cards(page)).toHaveCount(visible.length);
    const rowTops = await cards(page).evaluateAll((items) =>
      items.slice(0, 4).map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(new Set(rowTops.slice(0, 3)).size).toBe(1);
    expect(rowTops[3]).toBeGreaterThan(rowTops[0]!);
    await expectNoHorizontalScroll(page);
  });

  test('checks all, unchecks all, restores the selection, and keeps the filter in the URL', async ({
    page,
  }) => {
    await login(page, 'pro@demo.fr', '/saving/offer-list');
    const { offers, visible } = await offersOfStoredSelection(page);
    const panel = filters(page);

    await panel.getByRole('button', { name: 'Tout cocher' }).click();
    await expect(resultCount(page)).toHaveText(frenchCount(offers.length, 'offre', 'offres'));
    await expect(panel.getByText('60 sous-thèmes cochés sur 60')).toBeVisible();
    await expect(page).toHaveURL(/[?&]sub=/);

    await panel.getByRole('button', { name: 'Tout décocher' }).click();
    await expect(resultCount(page)).toHaveText(`0 offre sur ${offers.length}`);
    await expect(page.getByText('Aucun sous-thème n’est coché.')).toBeVisible();
    await expect(panel.getByRole('checkbox', { name: 'Électricité' })).not.toBeChecked();
    expect(new URL(page.url()).searchParams.get('sub')).toBe('');

    // The empty selection survives a reload: it lives in the URL.
    await page.reload();
    await expect(resultCount(page)).toHaveText(`0 offre sur ${offers.length}`);

    await filters(page).getByRole('button', { name: 'Restaurer ma sélection' }).click();
    await expect(resultCount(page)).toHaveText(
      `${frenchCount(visible.length, 'offre', 'offres')} sur ${offers.length}`,
    );
    await expect(page).not.toHaveURL(/[?&]sub=/);
  });

  test('filters by theme and sub-theme checkboxes, and a shared link gives the same list', async ({
    page,
  }) => {
    await login(page, 'pro@demo.fr', '/saving/offer-list');
    const { offers, leaves, tree } = await offersOfStoredSelection(page);
    const panel = filters(page);
    await panel.getByRole('button', { name: 'Tout décocher' }).click();

    // A theme's checkbox checks all of its sub-themes.
    const gas = tree.children
      .flatMap((category) => category.children)
      .find((t) => t.name === 'Gaz')!;
    const gasIds = new Set(gas.children.map((subTheme) => subTheme.id));
    const gasOffers = offers.filter((offer) => offer.subThemeIds.some((id) => gasIds.has(id)));
    await panel.getByRole('checkbox', { name: 'Gaz', exact: true }).check();
    await expect(resultCount(page)).toHaveText(
      `${frenchCount(gasOffers.length, 'offre', 'offres')} sur ${offers.length}`,
    );
    const expand = panel.getByRole('button', { name: 'Sous-thèmes de Gaz' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expand.click();
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    for (const subTheme of gas.children) {
      await expect(panel.getByRole('checkbox', { name: subTheme.name })).toBeChecked();
    }

    // Unchecking one sub-theme leaves the theme partly checked.
    const biomethane = leaves.find((leaf) => leaf.name === 'Biométhane')!;
    await panel.getByRole('checkbox', { name: 'Biométhane' }).uncheck();
    await expect(panel.getByRole('checkbox', { name: 'Gaz', exact: true })).toHaveJSProperty(
      'indeterminate',
      true,
    );
    const expected = offers.filter((offer) =>
      offer.subThemeIds.some((id) => gasIds.has(id) && id !== biomethane.id),
    );
    await expect(resultCount(page)).toHaveText(
      `${frenchCount(expected.length, 'offre', 'offres')} sur ${offers.length}`,
    );
    for (const offer of expected.slice(0, 3)) {
      await expect(page.getByRole('article', { name: offer.title })).toBeVisible();
    }

    // Typing-free changes replace the history entry: back leaves the list.
    const shared = page.url();
    await page.goto('/saving/privilege-list');
    await page.goto(shared);
    await expect(resultCount(page)).toHaveText(
      `${frenchCount(expected.length, 'offre', 'offres')} sur ${offers.length}`,
    );
    await expect(
      filters(page).getByRole('checkbox', { name: 'Gaz', exact: true }),
    ).toHaveJSProperty('indeterminate', true);
  });

  test('the search ignores accents and case, lives in the URL, and says when nothing matches', async ({
    page,
  }) => {
    await login(page, 'pro@demo.fr', '/saving/offer-list');
    await filters(page).getByRole('button', { name: 'Tout cocher' }).click();
    const { offers } = await offersOfStoredSelection(page);
    const electric = offers.filter((offer) =>
      /électricité/i.test(`${offer.title} ${offer.summary} ${offer.supplierName}`),
    );
    expect(electric.length).toBeGreaterThan(0);

    const search = page.getByRole('searchbox', { name: 'Rechercher une offre' });
    await search.fill('ELECTRICITE');
    await expect(page).toHaveURL(/[?&]q=ELECTRICITE/);
    // Every offer whose text says "Électricité" is found (sub-theme names count too). The list
    // follows the URL a moment later: the count is read once it has changed.
    const found = async () => {
      const count = (await resultCount(page).textContent()) ?? '';
      return Number(count.replace(/\D+sur.*$/, '').replace(/\D/g, ''));
    };
    await expect.poll(found).toBeLessThan(offers.length);
    expect(await found()).toBeGreaterThanOrEqual(electric.length);
    const count = await resultCount(page).textContent();
    await expect(page.getByRole('article', { name: electric[0]!.title })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Rechercher une offre' })).toHaveValue(
      'ELECTRICITE',
    );
    await expect(resultCount(page)).toHaveText(count!);

    await search.fill('zzzz introuvable');
    await expect(page.getByText('Aucun résultat pour « zzzz introuvable ».')).toBeVisible();
    await expect(resultCount(page)).toHaveText(`0 offre sur ${offers.length}`);
    await page.getByRole('button', { name: 'Effacer la recherche' }).first().click();
    await expect(search).toHaveValue('');
    await expect(resultCount(page)).toHaveText(frenchCount(offers.length, 'offre', 'offres'));
    await expect(page).not.toHaveURL(/[?&]q=/);
  });
});

// A large catalogue (the demo data holds 120 offers; from 250 the list is virtualised).
const testWithManyOffers = testWithOwnServerOf({ offers: 1000 });

testWithManyOffers.describe('offer list of a large catalogue', () => {
  testWithManyOffers.use({ viewport: { width: 1440, height: 900 } });

  testWithManyOffers(
    'the list stays virtualised: only the rows near the screen are in the page',
    async ({ page }) => {
      await login(page, 'pro@demo.fr', '/saving/offer-list');
      await filters(page).getByRole('button', { name: 'Tout cocher' }).click();
      const { offers } = await offersOfStoredSelection(page);
      await expect(cards(page).first()).toHaveAttribute('aria-setsize', String(offers.length));
      const rendered = await cards(page).count();
      expect(rendered).toBeLessThan(offers.length);
      // Scrolling to the bottom brings the last offer in; titles repeat in a generated catalogue, so
      // the last card is found by its position.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const last = offers[offers.length - 1]!;
      const lastItem = page.locator(`[role="listitem"][aria-posinset="${offers.length}"]`);
      await expect(lastItem.getByRole('article', { name: last.title })).toBeVisible();
    },
  );
});

test.describe('"Voir ma sélection" reloads the stored preferences', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  // This account is used by no other test: its stored selection is changed here, then emptied.
  const email = 'sarah.lefevre@demo.fr';

  test('with nothing stored everything is checked; a new stored selection shows on reload', async ({
    page,
  }) => {
    await login(page, email, '/saving/offer-list');
    const { offers, leaves } = await offersOfStoredSelection(page);
    await expect(filters(page).getByText('60 sous-thèmes cochés sur 60')).toBeVisible();
    await expect(resultCount(page)).toHaveText(frenchCount(offers.length, 'offre', 'offres'));

    const chosen = leaves
      .filter((leaf) => leaf.name.startsWith('Électricité'))
      .map((leaf) => leaf.id);
    const origin = new URL(page.url()).origin;
    try {
      const saved = await page.request.post('/fo/user/subThemePreference', {
        data: { subThemeIds: chosen },
        headers: { origin },
      });
      expect(saved.ok()).toBe(true);
      const expected = offers.filter((offer) =>
        offer.subThemeIds.some((id) => chosen.includes(id)),
      );

      await filters(page).getByRole('button', { name: 'Voir ma sélection' }).click();
      await expect(filters(page).getByText('2 sous-thèmes cochés sur 60')).toBeVisible();
      await expect(resultCount(page)).toHaveText(
        `${frenchCount(expected.length, 'offre', 'offres')} sur ${offers.length}`,
      );
    } finally {
      await page.request.post('/fo/user/subThemePreference', {
        data: { subThemeIds: [] },
        headers: { origin },
      });
    }
  });
});

test.describe('offer list on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the filters open above the list and in the side menu, from any saving page', async ({
    page,
  }) => {
    await login(page, 'pro@demo.fr', '/saving/offer-list');
    const { offers } = await offersOfStoredSelection(page);
    await expectNoHorizontalScroll(page);

    // On the page: hidden behind a toggle.
    await expect(filters(page)).toBeHidden();
    const toggle = page.getByRole('button', { name: /Filtrer par thème/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(filters(page)).toBeVisible();
    await filters(page).getByRole('button', { name: 'Tout cocher' }).click();
    await expect(resultCount(page)).toHaveText(frenchCount(offers.length, 'offre', 'offres'));
    await expectNoHorizontalScroll(page);

    // In the side menu's offers sub-menu, from another page: a change opens the offer list.
    await page.goto('/saving/privilege-list');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: /Solutions & Tarifs Négociés/ }).click();
    const menuFilters = menu.getByRole('region', { name: 'Filtrer par thème' });
    await expect(menuFilters).toBeVisible();
    await expect(menu.getByRole('button', { name: /Retour/ })).toBeVisible();
    await menuFilters.getByRole('button', { name: 'Tout décocher' }).click();
    await expect(page).toHaveURL(/\/saving\/offer-list\?sub=$/);
    await expect(menuFilters.getByText('0 sous-thème coché sur 60')).toBeVisible();
    await menuFilters.getByRole('button', { name: 'Restaurer ma sélection' }).click();
    await expect(menuFilters.getByText('9 sous-thèmes cochés sur 60')).toBeVisible();
    await menu.getByRole('button', { name: 'Fermer le menu' }).click();
    const { visible } = await offersOfStoredSelection(page);
    await expect(resultCount(page)).toHaveText(
      `${frenchCount(visible.length, 'offre', 'offres')} sur ${offers.length}`,
    );
  });
});

test.describe('offer detail', () => {
  test.use({ viewport: { width: 1000, height: 900 } });

  async function openOffer(page: Page, pick: (offer: Offer) => boolean) {
    await login(page, 'pro@demo.fr');
    const { visible } = await offersOfStoredSelection(page);
    const offer = visible.find(pick);
    expect(offer, 'a matching offer in the demo data').toBeDefined();
    await page.goto('/saving/offer-list');
    await page.getByRole('link', { name: offer!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/saving/offer/${offer!.id}$`));
    // Shown, not only routed: a test that stops the page's clock next would freeze the loading
    // (TanStack Query hands results to React on a timer).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer!.title);
    return offer!;
  }

  test('shows the description, validity, discount and linked sub-themes; Retour keeps the filters', async ({
    page,
  }) => {
    const offer = await openOffer(page, () => true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.title);
    await expect(page).toHaveTitle(`${offer.title} — Avantages Pro`);
    const [fy, fm, fd] = offer.validFrom.split('-');
    const [ty, tm, td] = offer.validTo.split('-');
    await expect(
      page.getByRole('definition').filter({ hasText: `du ${fd}/${fm}/${fy} au ${td}/${tm}/${ty}` }),
    ).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: offer.discount })).toBeVisible();
    await expect(page.getByText(offer.description.split('\n')[0]!)).toBeVisible();
    const linked = await api<{ name: string; active: boolean }[]>(
      page,
      `/fo/offer/${offer.id}/linkedSubTheme`,
    );
    const section = page.getByRole('region', { name: 'Sous-thèmes liés' });
    for (const subTheme of linked) {
      await expect(section.getByRole('listitem').filter({ hasText: subTheme.name })).toBeVisible();
    }
    await expectNoHorizontalScroll(page);

    await page.getByRole('link', { name: 'Retour aux offres' }).click();
    await expect(page).toHaveURL(/\/saving\/offer-list$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solutions & Tarifs Négociés');
  });

  test('"Accéder au site" opens the returned url in a new tab', async ({ page, context }) => {
    await context.route('https://**.example/**', (route) =>
      route.fulfill({ body: 'ok', contentType: 'text/plain' }),
    );
    const offer = await openOffer(page, () => true);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: /Accéder au site/ }).click(),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).hostname).toBe(new URL(offer.website).hostname);
    expect(tab.url()).toMatch(/^https:\/\/[^/]+\.example\//);
    await expect(page).toHaveURL(new RegExp(`/saving/offer/${offer.id}$`));
  });

  test('a failed redirection shows the toast for 3 seconds', async ({ page, context }) => {
    await page.clock.install();
    await openOffer(page, () => true);
    await page.route('**/fo/offer/userWebsiteRedirection/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    let opened = false;
    context.on('page', () => {
      opened = true;
    });
    const redirect = page.getByRole('button', { name: /Accéder au site/ });
    await stopTheClock(page, redirect);
    await redirect.click();
    const toast = page.getByRole('alert').getByText(OFFER_FAILURE);
    await expect(toast).toBeVisible();
    await page.clock.runFor(2999);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1);
    await expect(toast).toBeHidden();
    expect(opened).toBe(false);
  });

  test('the price list downloads as a PDF', async ({ page }) => {
    const offer = await openOffer(page, (candidate) => candidate.priceList);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Télécharger la grille tarifaire (PDF)' }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
    expect(offer.priceList).toBe(true);
  });

  test('an offer without a price list has no download link; an unknown offer says so', async ({
    page,
  }) => {
    await openOffer(page, (candidate) => !candidate.priceList);
    await expect(page.getByRole('link', { name: /grille tarifaire/ })).toHaveCount(0);
    await page.goto('/saving/offer/999999');
    await expect(page.getByRole('heading', { name: 'Cette offre est introuvable.' })).toBeVisible();
    await page.goto('/saving/offer/abc');
    await expect(page.getByRole('heading', { name: 'Cette offre est introuvable.' })).toBeVisible();
  });
});

test.describe('offers for the other roles', () => {
  for (const email of ['agence@demo.fr', 'reseau@demo.fr']) {
    test(`${email} sees its offers and their details`, async ({ page }) => {
      await login(page, email, '/saving/offer-list');
      const { offers, visible, stored } = await offersOfStoredSelection(page);
      const shown = stored.size > 0 ? visible : offers;
      await expect(resultCount(page)).toContainText(frenchCount(shown.length, 'offre', 'offres'));
      const offer = shown[0]!;
      await page.getByRole('link', { name: offer.title }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.title);
      await expect(page.getByRole('button', { name: /Accéder au site/ })).toBeVisible();
    });
  }
});
