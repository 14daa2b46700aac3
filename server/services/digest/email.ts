/**
 * The weekly digest's e-mail, « Vos nouveautés de la semaine » (docs/digest.md): what was
 * published for the user, section by section, and their favourite offers ending soon, in plain
 * text and simple HTML, with its one-click unsubscribe (RFC 8058) in its header and its body.
 */
import type { FrenchNoun } from '../../../src/contract/sections/article-section.js';
import { formatCalendarDay } from '../../../src/lib/calendar-days.js';
import { countText } from '../../../src/lib/numbers.js';
import { escapeHtml } from '../invitation-email.js';
import type { MailMessage } from '../mailer.js';

export const DIGEST_SUBJECT = 'Vos nouveautés de la semaine';
export const ENDING_SOON_TITLE = 'Se termine bientôt';
/** More items than this in a section are left to its list page: the e-mail stays short. */
export const MAX_ITEMS_PER_SECTION = 10;

export interface DigestLink {
  title: string;
  url: string;
}

/** One section's new items (offers, promotions, …), their links built on PUBLIC_URL. */
export interface DigestSection {
  noun: FrenchNoun;
  /** How many items it has; `items` holds the first MAX_ITEMS_PER_SECTION. */
  count: number;
  items: DigestLink[];
  listUrl: string;
}

/** A favourite offer ending soon: its last valid day, a Paris day (`2026-03-05`). */
export interface EndingFavourite extends DigestLink {
  validTo: string;
}

export interface DigestEmailInput {
  to: string;
  firstname: string;
  sections: readonly DigestSection[];
  endingSoon: readonly EndingFavourite[];
  unsubscribeUrl: string;
  settingsUrl: string;
}

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);

/** « 2 offres, 1 promotion et 1 actualité ». */
export function summaryOf(sections: readonly Pick<DigestSection, 'noun' | 'count'>[]): string {
  const parts = sections.map(({ noun, count }) => countText(count, noun.one, noun.many));
  const last = parts.pop() ?? '';
  return parts.length > 0 ? `${parts.join(', ')} et ${last}` : last;
}

const endingText = (offer: EndingFavourite) => `jusqu’au ${formatCalendarDay(offer.validTo)}`;

const othersText = (section: DigestSection) => {
  const more = section.count - section.items.length;
  return more > 0 ? `Et ${more} ${more > 1 ? 'autres' : 'autre'}` : null;
};

/**
 * The e-mail, or null when there is nothing to tell: nothing new and nothing ending soon is no
 * reason to write.
 */
export function digestEmail(input: DigestEmailInput): MailMessage | null {
  const { sections, endingSoon } = input;
  if (sections.length === 0 && endingSoon.length === 0) return null;
  const greeting = input.firstname ? `Bonjour ${input.firstname},` : 'Bonjour,';
  const intro =
    sections.length > 0
      ? `Voici ce qui a été publié pour vous sur Avantages Pro cette semaine : ${summaryOf(sections)}.`
      : 'Rien de nouveau pour vous cette semaine sur Avantages Pro, mais certains de vos favoris se terminent bientôt.';
  const favourites = 'Parmi vos offres favorites :';
  const why =
    'Vous recevez cet e-mail le lundi parce que le récapitulatif hebdomadaire est activé pour votre compte.';
  const stop = 'Pour ne plus le recevoir, ouvrez ce lien :';
  const settings = 'Vous pouvez aussi le régler dans « Mon espace » → « Notifications » :';
  const signature = 'L’équipe Avantages Pro';

  const text: string[] = [greeting, '', intro];
  for (const section of sections) {
    text.push('', capitalized(section.noun.many));
    for (const item of section.items) text.push(`- ${item.title}`, `  ${item.url}`);
    const others = othersText(section);
    if (others) text.push(`- ${others} : ${section.listUrl}`);
  }
  if (endingSoon.length > 0) {
    text.push('', ENDING_SOON_TITLE, favourites);
    for (const offer of endingSoon) {
      text.push(`- ${offer.title}, ${endingText(offer)}`, `  ${offer.url}`);
    }
  }
  text.push(
    '',
    '—',
    why,
    `${stop} ${input.unsubscribeUrl}`,
    `${settings} ${input.settingsUrl}`,
    '',
    signature,
  );

  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color: #1d4ed8;">${escapeHtml(label)}</a>`;
  const heading = (label: string) =>
    `<h2 style="margin: 24px 0 8px; font-size: 18px;">${escapeHtml(label)}</h2>`;
  const html: string[] = [
    '<!doctype html>',
    '<html lang="fr">',
    '<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5;">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
  ];
  for (const section of sections) {
    const others = othersText(section);
    html.push(
      heading(capitalized(section.noun.many)),
      '<ul>',
      ...section.items.map((item) => `<li>${link(item.url, item.title)}</li>`),
      ...(others ? [`<li>${link(section.listUrl, others)}</li>`] : []),
      '</ul>',
    );
  }
  if (endingSoon.length > 0) {
    html.push(
      heading(ENDING_SOON_TITLE),
      `<p>${escapeHtml(favourites)}</p>`,
      '<ul>',
      ...endingSoon.map(
        (offer) => `<li>${link(offer.url, offer.title)}, ${escapeHtml(endingText(offer))}</li>`,
      ),
      '</ul>',
    );
  }
  html.push(
    '<hr style="border: none; border-top: 1px solid #d1d5db; margin: 24px 0 16px;">',
    `<p style="font-size: 13px; color: #4b5563;">${escapeHtml(why)}<br>` +
      `${link(input.unsubscribeUrl, 'Se désabonner du récapitulatif')} · ` +
      `${link(input.settingsUrl, 'Régler mes notifications')}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
    '</body>',
    '</html>',
    '',
  );

  return {
    to: input.to,
    subject: DIGEST_SUBJECT,
    text: text.join('\n'),
    html: html.join('\n'),
    // RFC 2369 and RFC 8058: mail clients show their own « Se désabonner » and post to it.
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
