/**
 * Saving notifications, computed from what is new for each user (docs/back-office.md): the live
 * offers and promotions in the user's chosen (active) sub-themes, and the live items of the
 * marked article sections (the news) for the roles that read them, published after the user's "seen up to" mark of that list (`seen_marks`). A
 * user without a mark has seen everything published before its account was created.
 */
import { eq, getTableName, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users, type Role, type SeenSection } from '../db/schema.js';
import { ARTICLE_SECTIONS } from '../../src/contract/sections/index.js';
import { ARTICLE_TABLES } from '../db/schema.js';
import { activeSubThemeIds } from './theme-tree.js';

interface NotifiedUser {
  id: number;
  role: Role;
  createdAt: Date;
}

export async function savingNotificationCount(db: Db, user: NotifiedUser): Promise<number> {
  const since = user.createdAt.toISOString();
  // Written as text with every column qualified: drizzle leaves columns unqualified inside a
  // select's fields, which is ambiguous in these joins. Tables carry no schema on purpose (schema.ts).
  const markOf = (section: SeenSection) => sql`coalesce(
    (select m.seen_up_to from seen_marks m where m.user_id = ${user.id} and m.section = ${section}),
    ${since}::timestamptz)`;
  const live = (alias: string) =>
    sql.raw(`${alias}.status = 'published' and ${alias}.published_at <= now()`);
  // The marked article sections the user's role reads (the news).
  const newArticles = ARTICLE_SECTIONS.filter(
    (section) => section.seenMarks && section.roles.includes(user.role),
  ).map(
    ({ name }) => sql`(select count(*) from ${ARTICLE_TABLES[name]} a
      where ${live('a')} and a.published_at > ${markOf(name)})`,
  );
  // One row, the user's own, so that the answer is typed by the query builder.
  const [row] = await db
    .select({
      total: sql<number>`((select count(*) from offers o
        where ${live('o')}
          and ${user.role} = any(o.visible_roles::text[])
          and o.published_at > case when o.privilege
            then ${markOf('promotions')} else ${markOf('offers')} end
          and exists (
            select 1 from offer_sub_themes l
            join user_sub_theme_preferences p
              on p.sub_theme_id = l.sub_theme_id and p.user_id = ${user.id}
            where l.offer_id = o.id and l.sub_theme_id in ${activeSubThemeIds}))
        + ${sql.join([sql`0`, ...newArticles], sql` + `)})::int`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, user.id));
  return row?.total ?? 0;
}

/**
 * The first scheduled publication still to come, in ms since the epoch, among the offers and the
 * marked article sections `role` reads (Infinity when none): until then, the count stays as it is
 * unless the data changes (services/progress.ts keeps it that long).
 */
export async function nextCountedPublication(db: Db, role: Role): Promise<number> {
  const upcoming = (table: string) =>
    sql`(select min(published_at) from ${sql.identifier(table)}
      where status = 'published' and published_at > now())`;
  const tables = [
    'offers',
    ...ARTICLE_SECTIONS.filter((section) => section.seenMarks && section.roles.includes(role)).map(
      ({ name }) => getTableName(ARTICLE_TABLES[name]),
    ),
  ];
  const [row] = await db
    .select({
      next: sql<
        number | null
      >`(extract(epoch from least(${sql.join(tables.map(upcoming), sql`, `)})) * 1000)::float8`,
    })
    .from(sql`(select 1) as one`);
  return row?.next == null ? Infinity : Number(row.next);
}
