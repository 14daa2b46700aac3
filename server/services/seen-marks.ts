/**
 * Each user's "seen up to" marks of the offers, the promotions and the news (docs/http-contract.md):
 * the PWA marks a list seen up to the newest new item the user had on screen that no unseen one is
 * older than, and what was published after the mark is new for the user (« Nouveau », and its
 * saving notifications, services/notifications.ts). The PWA queues the change offline and may send
 * it more than once or late (docs/offline.md): a mark only ever moves forward, so every replay is
 * harmless.
 */
import { eq, sql } from 'drizzle-orm';
import type { SeenMarks, SeenSection } from '../../src/contract/api.js';
import type { Db } from '../db/client.js';
import { seenMarks, type Role } from '../db/schema.js';
import { forbidden, invalidInput } from '../http-error.js';
import { ARTICLE_SECTIONS } from '../../src/contract/sections/index.js';

interface MarkingUser {
  id: number;
  role: Role;
  createdAt: Date;
}

/** The marked article sections (the news): each for the roles that read it only. */
const MARKED_ARTICLES = ARTICLE_SECTIONS.filter((section) => section.seenMarks);
const articleRoles = new Map<SeenSection, readonly Role[]>(
  MARKED_ARTICLES.map((section) => [section.name, section.roles]),
);

/**
 * The user's marks. A list never marked was seen up to the account's creation, as the
 * notifications count it; an article section's (the news') is null for a role that does not read it.
 */
export async function seenMarksOf(db: Db, user: MarkingUser): Promise<SeenMarks> {
  const rows = await db
    .select({ section: seenMarks.section, seenUpTo: seenMarks.seenUpTo })
    .from(seenMarks)
    .where(eq(seenMarks.userId, user.id));
  const markOf = (section: SeenSection) =>
    (rows.find((row) => row.section === section)?.seenUpTo ?? user.createdAt).toISOString();
  return {
    offers: markOf('offers'),
    promotions: markOf('promotions'),
    ...Object.fromEntries(
      MARKED_ARTICLES.map(({ name, roles }) => [
        name,
        roles.includes(user.role) ? markOf(name) : null,
      ]),
    ),
  } as SeenMarks;
}

/**
 * Marks `section` seen up to `seenUpTo`: the mark becomes the later of itself and `seenUpTo`, never
 * later than the database's now. A list never marked counts as seen up to the account's creation
 * (services/notifications.ts), so its first mark is never earlier than that; a stored mark may be
 * (the demo's are), and only moves forward. Dates travel at the millisecond while the database
 * keeps microseconds, so `seenUpTo` stands for its whole millisecond: an offer the list showed as
 * published at 10:00:00.123 may have been stored at 10:00:00.123456, and it was seen. Answers the
 * new marks.
 */
export async function markSeen(
  db: Db,
  user: MarkingUser,
  section: SeenSection,
  seenUpTo: Date,
): Promise<SeenMarks> {
  if (articleRoles.get(section)?.includes(user.role) === false) throw forbidden();
  if (Number.isNaN(seenUpTo.getTime()))
    throw invalidInput({ seenUpTo: 'Date et heure invalides.' });
  const given = sql`least(
    ${seenUpTo.toISOString()}::timestamptz + interval '999 microseconds', now())`;
  await db
    .insert(seenMarks)
    .values({
      userId: user.id,
      section,
      seenUpTo: sql`greatest(${given}, least(${user.createdAt.toISOString()}::timestamptz, now()))`,
    })
    .onConflictDoUpdate({
      target: [seenMarks.userId, seenMarks.section],
      set: { seenUpTo: sql`greatest(${seenMarks.seenUpTo}, ${given})` },
    });
  return seenMarksOf(db, user);
}
