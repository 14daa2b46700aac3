// @vitest-environment node
/**
 * The rules of the weekly digest that need no server (docs/digest.md): its slot (Monday 8:00 in
 * Paris, the ISO week), its French e-mail with its one-click unsubscribe, the unsubscribe token
 * and pages, and « Se termine bientôt ».
 */
import { describe, expect, it } from 'vitest';
import { isEndingSoon } from '../../../server/services/digest/content';
import { digestEmail, summaryOf, type DigestSection } from '../../../server/services/digest/email';
import {
  invalidLinkPage,
  unsubscribedPage,
  unsubscribePage,
} from '../../../server/services/digest/pages';
import { digestSlotAt, isoWeekOf, nextDigestDue } from '../../../server/services/digest/schedule';
import {
  unsubscribeToken,
  userOfUnsubscribeToken,
} from '../../../server/services/digest/unsubscribe-token';

describe('the digest’s slot', () => {
  it('is due on Monday at 8:00 in Paris, winter and summer', () => {
    // Winter (UTC+1): Monday 30 November 2026, 8:00 in Paris is 7:00 UTC.
    expect(digestSlotAt(new Date('2026-12-02T12:00:00Z'))).toEqual({
      week: '2026-W49',
      dueAt: new Date('2026-11-30T07:00:00Z'),
      since: new Date('2026-11-23T07:00:00Z'),
    });
    // Summer (UTC+2): the Monday after the clocks went forward (29 March 2026).
    expect(digestSlotAt(new Date('2026-03-30T06:00:00Z'))).toEqual({
      week: '2026-W14',
      dueAt: new Date('2026-03-30T06:00:00Z'),
      // The week before was in winter time: it covers 167 hours, not 168.
      since: new Date('2026-03-23T07:00:00Z'),
    });
  });

  it('is last week’s until Monday 8:00, and the same all week long', () => {
    expect(digestSlotAt(new Date('2026-11-30T06:59:59Z')).week).toBe('2026-W48');
    expect(digestSlotAt(new Date('2026-11-30T07:00:00Z')).week).toBe('2026-W49');
    // Sunday 23:30 in Paris is still the week of Monday 30 November.
    expect(digestSlotAt(new Date('2026-12-06T22:30:00Z')).week).toBe('2026-W49');
    expect(digestSlotAt(new Date('2026-12-06T23:30:00Z')).week).toBe('2026-W49');
  });

  it('numbers the weeks as ISO 8601 does, across the years', () => {
    expect(isoWeekOf(Date.UTC(2026, 11, 28))).toBe('2026-W53');
    expect(isoWeekOf(Date.UTC(2027, 0, 4))).toBe('2027-W01');
    expect(isoWeekOf(Date.UTC(2024, 11, 30))).toBe('2025-W01');
    expect(isoWeekOf(Date.UTC(2026, 0, 5))).toBe('2026-W02');
  });

  it('comes next on the first Monday 8:00 after a time', () => {
    expect(nextDigestDue(new Date('2026-11-27T08:41:00Z'))).toEqual(
      new Date('2026-11-30T07:00:00Z'),
    );
    expect(nextDigestDue(new Date('2026-11-30T06:00:00Z'))).toEqual(
      new Date('2026-11-30T07:00:00Z'),
    );
    expect(nextDigestDue(new Date('2026-11-30T07:00:00Z'))).toEqual(
      new Date('2026-12-07T07:00:00Z'),
    );
  });
});

describe('« Se termine bientôt »', () => {
  it('is an end today or within the next seven days, not an end already past', () => {
    expect(isEndingSoon('2026-11-30', '2026-11-30')).toBe(true);
    expect(isEndingSoon('2026-12-07', '2026-11-30')).toBe(true);
    expect(isEndingSoon('2026-12-08', '2026-11-30')).toBe(false);
    expect(isEndingSoon('2026-11-29', '2026-11-30')).toBe(false);
  });
});

const ORIGIN = 'https://avantages.example.fr';
const UNSUBSCRIBE = `${ORIGIN}/fo/digest/unsubscribe?token=7.abc`;
const section = (
  one: string,
  many: string,
  feminine: boolean,
  titles: string[],
  count = titles.length,
): DigestSection => ({
  noun: { one, many, feminine },
  count,
  items: titles.map((title, index) => ({ title, url: `${ORIGIN}/${one}/${index}` })),
  listUrl: `${ORIGIN}/${many}`,
});

describe('the digest e-mail', () => {
  const input = {
    to: 'camille@exemple.fr',
    firstname: 'Camille',
    unsubscribeUrl: UNSUBSCRIBE,
    settingsUrl: `${ORIGIN}/my-space/notifications`,
  };

  it('sums up the week in French', () => {
    expect(summaryOf([section('offre', 'offres', true, ['A', 'B'])])).toBe('2 offres');
    expect(
      summaryOf([
        section('offre', 'offres', true, ['A', 'B']),
        section('promotion', 'promotions', true, ['C']),
        section('actualité', 'actualités', true, ['D']),
      ]),
    ).toBe('2 offres, 1 promotion et 1 actualité');
  });

  it('lists each section’s items with their links, the favourites ending soon, and how to stop it', () => {
    const message = digestEmail({
      ...input,
      sections: [
        section('offre', 'offres', true, ['Remise <LED>', 'Compresseurs'], 12),
        section('accord de vente', 'accords de vente', false, ['Accord Lumière']),
      ],
      endingSoon: [{ title: 'Outillage', url: `${ORIGIN}/saving/offer/9`, validTo: '2026-12-03' }],
    })!;
    expect(message.subject).toBe('Vos nouveautés de la semaine');
    expect(message.to).toBe('camille@exemple.fr');
    expect(message.text).toContain('Bonjour Camille,');
    expect(message.text).toContain(
      'Voici ce qui a été publié pour vous sur Avantages Pro cette semaine : 12 offres et 1 accord de vente.',
    );
    expect(message.text).toContain(
      `Offres\n- Remise <LED>\n  ${ORIGIN}/offre/0\n- Compresseurs\n  ${ORIGIN}/offre/1\n- Et 10 autres : ${ORIGIN}/offres`,
    );
    expect(message.text).toContain('Accords de vente\n- Accord Lumière');
    expect(message.text).toContain(
      `Se termine bientôt\nParmi vos offres favorites :\n- Outillage, jusqu’au 03/12/2026\n  ${ORIGIN}/saving/offer/9`,
    );
    expect(message.text).toContain(`Pour ne plus le recevoir, ouvrez ce lien : ${UNSUBSCRIBE}`);
    // The HTML escapes what it shows and links to the same pages.
    expect(message.html).toContain('<html lang="fr">');
    expect(message.html).toContain('Remise &lt;LED&gt;');
    expect(message.html).not.toContain('<LED>');
    expect(message.html).toContain(`href="${ORIGIN}/offre/0"`);
    expect(message.html).toContain(`href="${UNSUBSCRIBE}"`);
    expect(message.headers).toEqual({
      'List-Unsubscribe': `<${UNSUBSCRIBE}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('says when only favourites end, and is not written when there is nothing', () => {
    const ending = digestEmail({
      ...input,
      sections: [],
      endingSoon: [{ title: 'Outillage', url: `${ORIGIN}/saving/offer/9`, validTo: '2026-12-03' }],
    })!;
    expect(ending.text).toContain(
      'Rien de nouveau pour vous cette semaine sur Avantages Pro, mais certains de vos favoris se terminent bientôt.',
    );
    expect(digestEmail({ ...input, sections: [], endingSoon: [] })).toBeNull();
  });
});

describe('the unsubscribe token', () => {
  const key = Buffer.alloc(32, 7);
  const other = Buffer.alloc(32, 8);

  it('names the user it was made for, under the server’s key only', () => {
    const token = unsubscribeToken(key, 42);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(userOfUnsubscribeToken(key, token)).toBe(42);
    expect(userOfUnsubscribeToken(other, token)).toBeNull();
  });

  it('refuses another user’s id, a changed signature, and anything else', () => {
    const token = unsubscribeToken(key, 42);
    const mac = token.split('.')[1]!;
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      `43.${mac}`,
      `42.${flipped}`,
      `042.${mac}`,
      `42.${mac}=`,
      `42.${mac.slice(1)}`,
      `99999999999.${mac}`,
      `${token} `,
      '',
      undefined,
    ]) {
      expect(userOfUnsubscribeToken(key, forged), String(forged)).toBeNull();
    }
  });
});

describe('the unsubscribe pages', () => {
  it('ask before they unsubscribe, with a form that posts what a mail client posts', () => {
    const page = unsubscribePage('/fo/digest/unsubscribe?token=42.abc&x="<');
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('<h1>Se désabonner du récapitulatif hebdomadaire</h1>');
    expect(page).toContain(
      '<form method="post" action="/fo/digest/unsubscribe?token=42.abc&amp;x=&quot;&lt;">',
    );
    expect(page).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
    expect(page).toContain('<button type="submit">Me désabonner</button>');
  });

  it('say what was done, or that the link is not valid and nothing changed', () => {
    expect(unsubscribedPage()).toContain('<h1>Désabonnement confirmé</h1>');
    expect(unsubscribedPage()).toContain('href="/my-space/notifications"');
    expect(invalidLinkPage()).toContain('<h1>Lien de désabonnement invalide</h1>');
    expect(invalidLinkPage()).toContain('Rien n’a été modifié.');
  });
});
