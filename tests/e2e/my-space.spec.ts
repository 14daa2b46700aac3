import { expect, test, type Page } from '@playwright/test';
import type { Offer, Progress } from '../../src/contract/api';
import { expectBoxesLinedUp } from './support/layout';
import { loginThroughUi } from './support/login';
import { api, login } from './support/saving';

/**
 * « Mon espace »: dashboard, profile, company. The only account whose data these tests change is
 * julien.moreau@demo.fr (function and phone, put back at the end); every other test only reads.
 */

const viewport = (page: Page) => page.locator('meta[name="viewport"]').getAttribute('content');

const mySpaceNav = (page: Page) => page.getByRole('navigation', { name: 'Mon espace' });

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Every request the page sends to save the profile, to prove that nothing was sent. */
function recordSaves(page: Page): string[] {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/fo/user/saveProfile')) saves.push(request.method());
  });
  return saves;
}

test.describe('dashboard', () => {
  test('pro@demo.fr: complete profile, notifications, sections, last offers and news', async ({
    page,
  }) => {
    await loginThroughUi(page, 'pro@demo.fr');
    // The offer list, opened at login, shows its new offers first, on this screen: once they were
    // seen (their mark stored), nothing is new for pro any more (the count of new offers is tested
    // in notifications.spec.ts and new-offers-first.spec.ts, on servers of their own).
    await expect
      .poll(async () => {
        const progress = await page.request.get('/fo/user/progress');
        return ((await progress.json()) as { numberOfNotification: number }).numberOfNotification;
      })
      .toBe(0);
    await page.goto('/my-space/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Camille');
    await expect(page).toHaveTitle('Tableau de bord — Avantages Pro');
    expect(await viewport(page)).toBe('width=1300');
    await expect(mySpaceNav(page).getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(mySpaceNav(page).getByRole('link', { name: 'Mon profil' })).not.toHaveAttribute(
      'aria-current',
    );

    const completion = page.getByRole('region', { name: 'Complétion du profil' });
    await expect(completion).toContainText('Votre profil est complet : 9 sous-thèmes choisis.');
    await expect(
      completion.getByRole('link', { name: 'Modifier mes centres d’intérêt' }),
    ).toHaveAttribute('href', '/my-space/preferences');

    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect(notifications).toContainText('Aucune nouvelle notification.');
    await expect(notifications.getByRole('link')).toHaveCount(0);
    await expect(notifications).not.toContainText('incomplet');

    // The menu's entries, with the profile's custom labels and each section's count.
    const sections = page.getByRole('region', { name: 'Vos rubriques' });
    const promotions = await api<number>(page, '/fo/offer/user/offers/privilege/count');
    const news = await api<number>(page, '/fo/news/count');
    await expect(sections.getByRole('link')).toHaveText([
      /^Solutions & Tarifs Négociés/,
      /^Services Premium\d+ services?$/,
      /^Ventes privées\d+ accords?$/,
      new RegExp(`^Promotions${promotions} promotions?$`),
      new RegExp(`^Actualités${news} actualités?$`),
    ]);

    const lastOffers = await api<Offer[]>(page, '/fo/offer/user/offers/last/4');
    const offers = page.getByRole('region', { name: 'Dernières offres' });
    await expect(offers.getByRole('heading', { level: 3 })).toHaveText(
      lastOffers.map((offer) => offer.title),
    );
    await expect(
      page.getByRole('region', { name: 'Dernières actualités' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(3);

    await expect(
      page.getByRole('link', { name: 'Ouvrir ma carte de fidélité (nouvel onglet)' }),
    ).toHaveAttribute('href', 'https://fidelite.avantages-pro.example/carte/atelier-durand');
    const modules = page.getByRole('region', { name: 'Vos modules' });
    await expect(modules.getByRole('heading', { level: 3 })).toHaveText([
      'Bénéficiaires',
      'E-mailing',
    ]);

    // The home circle leads back here from the saving pages.
    await page.goto('/saving/offer-list');
    await page.getByRole('link', { name: 'Tableau de bord', exact: true }).click();
    await expect(page).toHaveURL(/\/my-space\/dashboard$/);
    expect(await viewport(page)).toBe('width=1300');
  });

  test('agence@demo.fr: incomplete profile, so the theme notification and a way to complete it', async ({
    page,
  }) => {
    await login(page, 'agence@demo.fr');
    const progress = await api<Progress>(page, '/fo/user/progress');
    expect(progress.numberSubTheme).toBeLessThan(7);
    const missing = 7 - progress.numberSubTheme;
    await page.goto('/my-space/dashboard');

    const completion = page.getByRole('region', { name: 'Complétion du profil' });
    await expect(completion).toContainText(
      `${progress.numberSubTheme} sous-thèmes choisis sur 7 au minimum`,
    );
    await expect(completion.getByRole('progressbar')).toHaveAttribute(
      'value',
      String(progress.numberSubTheme),
    );
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect(notifications).toContainText(
      progress.numberOfNotification > 1
        ? `${progress.numberOfNotification} notifications`
        : '1 notification',
    );
    await expect(
      notifications.getByRole('link', {
        name: `Votre profil est incomplet : choisissez encore ${missing} sous-thème${missing > 1 ? 's' : ''}`,
      }),
    ).toBeVisible();

    // Sale permissions are disabled for this agency: neither in the menu nor here.
    const sections = page.getByRole('region', { name: 'Vos rubriques' });
    await expect(sections.getByRole('link', { name: /Accords de vente/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Dernières actualités' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Vos modules' })).toHaveCount(0);

    await completion.getByRole('link', { name: 'Compléter mes centres d’intérêt' }).click();
    await expect(page).toHaveURL(/\/my-space\/preferences$/);
    await expect(
      mySpaceNav(page).getByRole('link', { name: 'Mes centres d’intérêt' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('reseau@demo.fr: no news anywhere on the dashboard', async ({ page }) => {
    const newsCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/fo/news')) newsCalls.push(request.url());
    });
    await login(page, 'reseau@demo.fr', '/my-space/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Isabelle');
    const sections = page.getByRole('region', { name: 'Vos rubriques' });
    await expect(sections.getByRole('link', { name: /^Services Exclusifs/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Dernières offres' })).toBeVisible();
    await expect(sections.getByRole('link', { name: /Actualités/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Dernières actualités' })).toHaveCount(0);
    // No fidelity link for this account: no card either.
    await expect(page.getByRole('region', { name: 'Carte de fidélité' })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Vos modules' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['E-mailing']);
    expect(newsCalls).toEqual([]);
  });

  test('admin@demo.fr: its own dashboard, without the customers’ content', async ({ page }) => {
    await login(page, 'admin@demo.fr', '/my-space/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Martine');
    await expect(page.getByRole('region', { name: 'Espace administrateur' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ouvrir le back-office' })).toHaveAttribute(
      'href',
      '/bo',
    );
    await expect(page.getByRole('region', { name: 'Dernières offres' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Modifier mon profil' }).click();
    await expect(page).toHaveURL(/\/my-space\/profile$/);
    await expect(field(page, 'Adresse e-mail')).toHaveValue('admin@demo.fr');
  });
});

test.describe('profile', () => {
  test('an edit persists after reload', async ({ page }) => {
    await login(page, 'julien.moreau@demo.fr', '/my-space/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon profil');
    expect(await viewport(page)).toBe('width=1300');
    await expect(field(page, 'Adresse e-mail')).toHaveValue('julien.moreau@demo.fr');
    await expect(field(page, 'SIRET')).not.toHaveValue('');
    const original = {
      function: await field(page, 'Fonction').inputValue(),
      phone: await field(page, 'Téléphone').inputValue(),
    };

    async function saveContact(role: string, phone: string) {
      await field(page, 'Fonction').fill(role);
      await field(page, 'Téléphone').fill(phone);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Votre profil a été enregistré.')).toBeVisible();
    }

    try {
      await saveContact('Responsable achats et logistique', '+33 6 99 88 77 66');
      await page.reload();
      await expect(field(page, 'Fonction')).toHaveValue('Responsable achats et logistique');
      // Stored in the French national format.
      await expect(field(page, 'Téléphone')).toHaveValue('06 99 88 77 66');
      await expect(field(page, 'Nouveau mot de passe')).toHaveValue('');
    } finally {
      await saveContact(original.function, original.phone);
    }
  });

  test('a taken e-mail is refused on its field and nothing is sent', async ({ page }) => {
    await login(page, 'pro@demo.fr');
    const saves = recordSaves(page);
    await page.goto('/my-space/profile');
    const email = field(page, 'Adresse e-mail');
    await email.fill('agence@demo.fr');
    // A new address is proven by the current password (docs/http-contract.md, "Proven changes").
    await page.getByRole('textbox', { name: 'Mot de passe actuel', exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    await expect(page.getByText('Cette adresse e-mail est déjà utilisée.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    expect(saves).toEqual([]);
    await page.reload();
    await expect(field(page, 'Adresse e-mail')).toHaveValue('pro@demo.fr');
  });

  test('a bad SIRET is refused in French and nothing is sent', async ({ page }) => {
    await login(page, 'pro@demo.fr');
    const saves = recordSaves(page);
    await page.goto('/my-space/profile');
    const siret = field(page, 'SIRET');
    await siret.fill('732 829 320 00075');
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    await expect(page.getByText('Le SIRET doit comporter 14 chiffres valides.')).toBeVisible();
    await expect(siret).toHaveAttribute('aria-invalid', 'true');
    await expect(siret).toBeFocused();
    expect(saves).toEqual([]);
  });

  test('fields side by side line up, whether one has a hint or a message and the other not', async ({
    page,
  }) => {
    await login(page, 'pro@demo.fr', '/my-space/profile');
    const password = (name: string) => page.getByLabel(name, { exact: true });
    // A hint on the left only, then hints of different lengths.
    await expectBoxesLinedUp(field(page, 'SIRET'), field(page, 'Raison sociale'));
    await expectBoxesLinedUp(field(page, 'Code postal'), field(page, 'Ville'));
    await expectBoxesLinedUp(field(page, 'Fonction'), field(page, 'Téléphone'));
    await expectBoxesLinedUp(
      password('Nouveau mot de passe'),
      password('Confirmation du nouveau mot de passe'),
    );
    // A message under one field only moves nothing beside it.
    await field(page, 'SIRET').fill('123');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le SIRET doit comporter 14 chiffres valides.')).toBeVisible();
    await expectBoxesLinedUp(field(page, 'SIRET'), field(page, 'Raison sociale'));
    await expectBoxesLinedUp(
      field(page, 'Nombre de salariés'),
      field(page, 'Chiffre d’affaires annuel (en euros)'),
    );
  });

  test('offline, saving says a connection is needed and keeps what was typed', async ({
    page,
    context,
  }) => {
    await loginThroughUi(page, 'pro@demo.fr');
    await page.goto('/my-space/profile');
    const town = field(page, 'Ville');
    await town.fill('Villeurbanne');
    await context.setOffline(true);
    try {
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'hors ligne' })).toHaveText(
        'Vous êtes hors ligne : l’enregistrement demande une connexion. Vos saisies restent sur cette page.',
      );
      await expect(town).toHaveValue('Villeurbanne');
    } finally {
      await context.setOffline(false);
    }
    const profile = await api<{ town: string }>(page, '/fo/user/infos');
    expect(profile.town).not.toBe('Villeurbanne');
  });
});

test.describe('company', () => {
  test('pro@demo.fr sees its colleagues, agence@demo.fr an empty state', async ({ page }) => {
    await login(page, 'pro@demo.fr', '/my-space/dashboard');
    await mySpaceNav(page).getByRole('link', { name: 'Mon entreprise' }).click();
    await expect(page).toHaveURL(/\/my-space\/company$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon entreprise');
    expect(await viewport(page)).toBe('width=1300');

    const table = page.getByRole('table', { name: 'Vos collègues' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Nom',
      'Fonction',
      'Adresse e-mail',
      'Téléphone',
    ]);
    // Julien's function and phone may be mid-edit in the profile test: only Sarah's are checked.
    await expect(table.getByRole('rowheader')).toHaveText(['Sarah Lefèvre', 'Julien Moreau']);
    await expect(table.getByRole('row', { name: /Sarah Lefèvre/ }).getByRole('cell')).toHaveText([
      'Assistante de direction',
      'sarah.lefevre@demo.fr',
      '04 78 12 34 56',
    ]);
    await expect(table.getByRole('link', { name: 'julien.moreau@demo.fr' })).toHaveAttribute(
      'href',
      'mailto:julien.moreau@demo.fr',
    );

    await page.context().clearCookies();
    await login(page, 'agence@demo.fr', '/my-space/company');
    await expect(page.getByText('Aucun collègue pour le moment.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
