/**
 * The weekly digest e-mail in Chromium against the real built server (docs/digest.md): the user
 * turns « Vos nouveautés de la semaine » off and on in « Notifications », an offer is published
 * for them, the digest job runs at Monday 8:00 in Paris (JOBS=manual), and the e-mail kept in the
 * demo's outbox (read as an admin) holds the offer and an unsubscribe link. Followed in the
 * browser, the link only asks; its button unsubscribes, which the switch then shows.
 */
import { expect, type Page } from '@playwright/test';
import type { DigestSetting } from '../../src/contract/api';
import { nextDigestDue } from '../../server/services/digest/schedule';
import { linkIn, sentEmailsTo, viaPlaywright } from '../support/sent-emails';
import { expectAxeClean } from './support/axe';
import { loginThroughUi } from './support/login';
import { testWithOwnServerOf } from './support/own-server';
import { apiSession, chosenSubTheme, publishOffer, read } from './support/publishing';

const test = testWithOwnServerOf({ env: { JOBS: 'manual' } });
test.describe.configure({ timeout: 90_000 });

const SWITCH = 'Recevoir « Vos nouveautés de la semaine » chaque lundi';
const SUBJECT = 'Vos nouveautés de la semaine';

const digestSwitch = (page: Page) => page.getByRole('switch', { name: SWITCH });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('a user keeps the digest, receives it with a new offer, and unsubscribes from its link', async ({
  page,
  baseURL,
}) => {
  await loginThroughUi(page, 'pro@demo.fr');
  await page.goto('/my-space/notifications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');
  await expect(page.getByRole('heading', { level: 2, name: 'Par e-mail' })).toBeVisible();
  await expect(digestSwitch(page)).toBeChecked();
  await expectAxeClean(page, 'Notifications');

  const pro = await apiSession(baseURL!, 'pro@demo.fr');
  const admin = await apiSession(baseURL!, 'admin@demo.fr');
  const digestOn = async () => (await read<DigestSetting>(pro, '/fo/user/digest')).enabled;

  await digestSwitch(page).uncheck();
  await expect(
    toast(page, 'Vous ne recevrez plus « Vos nouveautés de la semaine ».'),
  ).toBeVisible();
  await expect.poll(digestOn).toBe(false);
  await digestSwitch(page).check();
  await expect(
    toast(page, 'Vous recevrez « Vos nouveautés de la semaine » chaque lundi.'),
  ).toBeVisible();
  await expect.poll(digestOn).toBe(true);

  const offer = await publishOffer(
    admin,
    await chosenSubTheme(pro),
    'Chariots élévateurs électriques',
  );
  const tick = await page.request.post('/__test/jobs/tick', {
    data: { at: nextDigestDue(new Date()).toISOString() },
  });
  expect(tick.status()).toBe(204);

  const digests = (await sentEmailsTo(viaPlaywright(admin), 'pro@demo.fr')).filter(
    (message) => message.subject === SUBJECT,
  );
  expect(digests).toHaveLength(1);
  const [digest] = digests;
  expect(digest!.text).toContain('Bonjour Camille,');
  // Its links to the app pass by the server, which counts the digest opened (docs/statistics.md).
  const offerLink = linkIn(digest!.text, /\/fo\/digest\/opened\/[^?\s]+\?to=\/saving\/offer\//);
  expect(offerLink.origin).toBe(baseURL);
  expect(offerLink.searchParams.get('to')).toBe(`/saving/offer/${offer.id}`);
  expect(digest!.text).toContain(`- Chariots élévateurs électriques\n  ${offerLink.href}`);
  const link = linkIn(digest!.text, /\/fo\/digest\/unsubscribe\?token=/);
  expect(link.origin).toBe(baseURL);

  // The link opened in the browser asks first: opening it changed nothing.
  await page.goto(link.href);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Se désabonner du récapitulatif hebdomadaire' }),
  ).toBeVisible();
  await expectAxeClean(page, 'the unsubscribe page');
  expect(await digestOn()).toBe(true);

  await page.getByRole('button', { name: 'Me désabonner' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Désabonnement confirmé' }),
  ).toBeVisible();
  await expectAxeClean(page, 'the unsubscribed page');
  expect(await digestOn()).toBe(false);

  await page.getByRole('link', { name: '« Mon espace » → « Notifications »' }).click();
  await expect(page).toHaveURL(/\/my-space\/notifications$/);
  await expect(digestSwitch(page)).not.toBeChecked();
  await pro.dispose();
  await admin.dispose();
});
