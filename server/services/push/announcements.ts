/**
 * What a push notification announces (docs/push.md, "What is sent"): the content that became live
 * for a user in a window of time, as one French notification. The kinds are listed once here;
 * each says how its items match a user (role, chosen sub-themes, profile flags) and where the app
 * shows them.
 */
import { sql, type SQL, type Table } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ARTICLE_TABLES, offers, servicesPlus } from '../../db/schema.js';
import { ARTICLE_SECTIONS } from '../../../src/contract/sections/index.js';
import type { FrenchNoun } from '../../../src/contract/sections/article-section.js';
import { frenchPhrases } from '../../../src/contract/sections/french.js';
import type { AuditEntityName } from '../../../src/contract/back-office/schemas/audit.js';
import { activeSubThemeIds } from '../theme-tree.js';

export interface AnnouncedKind {
  /** Its entity in the journal (a notification is recorded there, docs/push.md). */
  entity: AuditEntityName;
  noun: FrenchNoun;
  /** The list page, and an item's page. */
  list: string;
  item: (id: number) => string;
  /** The table of its items, aliased `o` in `matches`. */
  table: Table;
  /**
   * Whether the live item `o` is for the user `u` (a row of `users`): role, chosen sub-themes,
   * profile flags. Written as text with its aliases, like the notifications' count.
   */
  matches: SQL;
}

function offersKind(privilege: boolean) {
  return {
    table: offers,
    matches: sql`o.privilege = ${privilege}
      and u.role::text = any(o.visible_roles::text[])
      and exists (
        select 1 from offer_sub_themes l
        join user_sub_theme_preferences p on p.sub_theme_id = l.sub_theme_id and p.user_id = u.id
        where l.offer_id = o.id and l.sub_theme_id in ${activeSubThemeIds})`,
  };
}

const servicesKind = (type: 'EXCLUSIVE_SERVICE' | 'SALE_PERMISSION') => ({
  table: servicesPlus,
  matches: sql`o.type = ${type} and ${sql.raw(
    type === 'EXCLUSIVE_SERVICE' ? 'u.enabled_exclusive_service' : 'u.enabled_sale_permission',
  )}`,
});

/** Every kind of content a notification may announce, in the order a summary names them. */
const KINDS: readonly AnnouncedKind[] = [
  {
    entity: 'offer',
    noun: { one: 'offre', many: 'offres', feminine: true },
    list: '/saving/offer-list',
    item: (id) => `/saving/offer/${id}`,
    ...offersKind(false),
  },
  {
    entity: 'offer',
    noun: { one: 'promotion', many: 'promotions', feminine: true },
    list: '/saving/privilege-list',
    item: (id) => `/saving/privilege/${id}`,
    ...offersKind(true),
  },
  {
    entity: 'service',
    noun: { one: 'service exclusif', many: 'services exclusifs', feminine: false },
    list: '/saving/service-exclusive-list',
    item: (id) => `/saving/service/${id}`,
    ...servicesKind('EXCLUSIVE_SERVICE'),
  },
  {
    entity: 'service',
    noun: { one: 'accord de vente', many: 'accords de vente', feminine: false },
    list: '/saving/sale-permission-list',
    item: (id) => `/saving/service/${id}`,
    ...servicesKind('SALE_PERMISSION'),
  },
  ...ARTICLE_SECTIONS.map((section) => ({
    entity: section.name,
    noun: section.noun,
    list: section.page,
    item: (id: number) => `${section.page}/${id}`,
    table: ARTICLE_TABLES[section.name],
    matches: sql`u.role::text in (${sql.join(
      section.roles.map((role) => sql`${role}`),
      sql`, `,
    )})`,
  })),
];

export interface AnnouncedItem {
  id: number;
  title: string;
}

export interface FoundKind {
  kind: AnnouncedKind;
  count: number;
  /** The newest items, three at most. */
  newest: AnnouncedItem[];
  /** Every item found, for the journal. */
  all: AnnouncedItem[];
}

/** A notification's text and where its click leads. */
export interface Announcement {
  title: string;
  body: string;
  url: string;
  /** How many items it announces. */
  count: number;
}

/** A user whose new content is looked for, since when. */
export interface AnnouncedSince {
  userId: number;
  from: Date;
}

/**
 * What became live for each user in (their `from`, `to`], kind by kind, the newest first: one
 * query per kind for all of them (docs/push.md, "What is sent"). Users with nothing are left out.
 */
export async function foundForEach(
  db: Db,
  wanted: readonly AnnouncedSince[],
  to: Date,
): Promise<Map<number, FoundKind[]>> {
  const found = new Map<number, FoundKind[]>();
  if (wanted.length === 0) return found;
  const since = sql.join(
    wanted.map(({ userId, from }) => sql`(${userId}::int, ${from.toISOString()}::timestamptz)`),
    sql`, `,
  );
  for (const kind of KINDS) {
    // Both drivers answer `{ rows }`; the shared Db type leaves the result untyped.
    const { rows } = (await db.execute(sql`select w.user_id, o.id, o.title
      from (values ${since}) as w(user_id, since)
      join users u on u.id = w.user_id
      join ${kind.table} o on o.status = 'published'
        and o.published_at > w.since and o.published_at <= ${to.toISOString()}::timestamptz
      where ${kind.matches}
      order by w.user_id, o.published_at desc, o.id desc`)) as unknown as {
      rows: { user_id: number; id: number; title: string }[];
    };
    const byUser = new Map<number, AnnouncedItem[]>();
    for (const row of rows) {
      const userId = Number(row.user_id);
      const items = byUser.get(userId) ?? [];
      items.push({ id: Number(row.id), title: row.title });
      byUser.set(userId, items);
    }
    for (const [userId, all] of byUser) {
      const kinds = found.get(userId) ?? [];
      kinds.push({ kind, count: all.length, newest: all.slice(0, 3), all });
      found.set(userId, kinds);
    }
  }
  return found;
}

/** What became live for one user in (from, to], kind by kind, the newest first. */
export async function foundFor(db: Db, userId: number, from: Date, to: Date): Promise<FoundKind[]> {
  return (await foundForEach(db, [{ userId, from }], to)).get(userId) ?? [];
}

/** « nouvelles », « nouveaux »: the singular is the noun's own phrase (« Nouvel article »). */
const newMany = (noun: FrenchNoun) => (noun.feminine ? 'nouvelles' : 'nouveaux');

const counted = (noun: FrenchNoun, count: number) =>
  `${count} ${count === 1 ? noun.one : noun.many}`;

/** The French text: one item by its title, one kind by its number, several kinds summed up. */
export function announce(
  found: readonly (Pick<FoundKind, 'count' | 'newest'> & {
    kind: Pick<AnnouncedKind, 'noun' | 'list' | 'item'>;
  })[],
): Announcement | null {
  const count = found.reduce((sum, entry) => sum + entry.count, 0);
  const [only] = found;
  if (!only || count === 0) return null;
  if (found.length === 1 && only.count === 1 && only.newest[0]) {
    return {
      title: `${frenchPhrases(only.kind.noun).aNew} pour vous`,
      body: only.newest[0].title,
      url: only.kind.item(only.newest[0].id),
      count,
    };
  }
  if (found.length === 1) {
    const more = only.count - only.newest.length;
    return {
      title: `${only.count} ${newMany(only.kind.noun)} ${only.kind.noun.many} pour vous`,
      body:
        only.newest.map((item) => item.title).join(' · ') +
        (more > 0 ? ` · et ${more} autres` : ''),
      url: only.kind.list,
      count,
    };
  }
  const parts = found.map((entry) => counted(entry.kind.noun, entry.count));
  const last = parts.pop();
  return {
    title: `${count} nouveautés pour vous`,
    body: `${parts.join(', ')} et ${last}`,
    url: '/my-space/dashboard',
    count,
  };
}
