/**
 * What a user's weekly digest tells (docs/digest.md): the content that became live for them in
 * the slot's week, by the push announcements' own kinds and matching rules (../push/announcements.ts,
 * one list for both), and their favourite offers ending soon, by the rule of « Mes favoris ».
 */
import { and, eq } from 'drizzle-orm';
import { ENDING_SOON_DAYS } from '../../../src/contract/constants.js';
import type { Db } from '../../db/client.js';
import { userFavourites } from '../../db/schema.js';
import { visibleOffersAmong } from '../offers.js';
import type { Role } from '../../db/schema.js';
import { foundFor } from '../push/announcements.js';
import { MAX_ITEMS_PER_SECTION, type DigestSection, type EndingFavourite } from './email.js';
import { parisDayOf, type DigestSlot } from './schedule.js';

export interface DigestUser {
  id: number;
  role: Role;
  createdAt: Date;
}

export interface DigestContent {
  sections: DigestSection[];
  endingSoon: EndingFavourite[];
}

/**
 * « Se termine bientôt », as the PWA's favourites say it (src/features/favourites/ending-soon.ts):
 * the last valid day is `today` or one of the next ENDING_SOON_DAYS days.
 */
export function isEndingSoon(validTo: string, today: string): boolean {
  const daysLeft = (Date.parse(validTo) - Date.parse(today)) / (24 * 60 * 60 * 1000);
  return daysLeft >= 0 && daysLeft <= ENDING_SOON_DAYS;
}

/** An offer's page in the app: the promotions have theirs. */
const offerPage = (offer: { id: number; privilege: boolean }) =>
  offer.privilege ? `/saving/privilege/${offer.id}` : `/saving/offer/${offer.id}`;

/**
 * What became live for `user` in the slot's week (never before their account existed), and their
 * favourite offers they may open now whose end is near at `now`. Links are built on `origin`
 * (PUBLIC_URL).
 */
export async function digestContentFor(
  db: Db,
  user: DigestUser,
  slot: DigestSlot,
  now: Date,
  origin: string,
): Promise<DigestContent> {
  const from = user.createdAt > slot.since ? user.createdAt : slot.since;
  const found = from < slot.dueAt ? await foundFor(db, user.id, from, slot.dueAt) : [];
  const sections = found.map(({ kind, all }) => ({
    noun: kind.noun,
    count: all.length,
    items: all
      .slice(0, MAX_ITEMS_PER_SECTION)
      .map((item) => ({ title: item.title, url: `${origin}${kind.item(item.id)}` })),
    listUrl: `${origin}${kind.list}`,
  }));

  const favouriteIds = await db
    .select({ id: userFavourites.itemId })
    .from(userFavourites)
    .where(and(eq(userFavourites.userId, user.id), eq(userFavourites.kind, 'offer')));
  const today = parisDayOf(now);
  const endingSoon = (
    await visibleOffersAmong(
      db,
      user.role,
      favouriteIds.map((row) => row.id),
    )
  )
    .filter((offer) => isEndingSoon(offer.validTo, today))
    .sort((a, b) => a.validTo.localeCompare(b.validTo) || a.title.localeCompare(b.title, 'fr'))
    .map((offer) => ({
      title: offer.title,
      url: `${origin}${offerPage(offer)}`,
      validTo: offer.validTo,
    }));
  return { sections, endingSoon };
}
