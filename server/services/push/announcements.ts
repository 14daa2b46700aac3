/**
 * What a push notification announces (docs/push.md, "What is sent"): the content that became live
 * for a user in a window of time, as one French notification. The kinds are listed once here;
 * each says how its items match a user (role, chosen sub-themes, profile flags) and where the app
 * shows them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ARTICLE_TABLES, type Role } from '../../db/schema.js';
import { ARTICLE_SECTIONS } from '../../../src/contract/sections/index.js';
import type { FrenchNoun } from '../../../src/contract/sections/article-section.js';
import { frenchPhrases } from '../../../src/contract/sections/french.js';
import type { AuditEntityName } from '../../../src/contract/back-office/schemas/audit.js';
import { activeSubThemeIds } from '../theme-tree.js';

/** The user a notification is for, as the announcements need them. */
export interface AnnouncedUser {
  id: number;
  role: Role;
  enabledExclusiveService: boolean;
  enabledSalePermission: boolean;
}

export interface AnnouncedKind {
  /** Its entity in the journal (a notification is recorded there, docs/push.md). */
  entity: AuditEntityName;
  noun: FrenchNoun;
  /** The list page, and an item's page. */
  list: string;
  item: (id: number) => string;
  /** The new items `user` may see, live in (from, to]: `id`, `title`, newest first. */
  query: (user: AnnouncedUser, window: SQL) => SQL | null;
}

const liveIn = (alias: string, from: Date, to: Date) =>
  sql`${sql.raw(alias)}.status = 'published'
    and ${sql.raw(alias)}.published_at > ${from.toISOString()}::timestamptz
    and ${sql.raw(alias)}.published_at <= ${to.toISOString()}::timestamptz`;

function offersQuery(privilege: boolean) {
  return (user: AnnouncedUser, live: SQL) => sql`select o.id, o.title, o.published_at from offers o
    where ${live} and o.privilege = ${privilege}
      and ${user.role} = any(o.visible_roles::text[])
      and exists (
        select 1 from offer_sub_themes l
        join user_sub_theme_preferences p on p.sub_theme_id = l.sub_theme_id and p.user_id = ${user.id}
        where l.offer_id = o.id and l.sub_theme_id in ${activeSubThemeIds})`;
}

function servicesQuery(type: 'EXCLUSIVE_SERVICE' | 'SALE_PERMISSION') {
  return (user: AnnouncedUser, live: SQL) => {
    const enabled =
      type === 'EXCLUSIVE_SERVICE' ? user.enabledExclusiveService : user.enabledSalePermission;
    return enabled
      ? sql`select o.id, o.title, o.published_at from services_plus o where ${live} and o.type = ${type}`
      : null;
  };
}

/** Every kind of content a notification may announce, in the order a summary names them. */
const KINDS: readonly AnnouncedKind[] = [
  {
    entity: 'offer',
    noun: { one: 'offre', many: 'offres', feminine: true },
    list: '/saving/offer-list',
    item: (id) => `/saving/offer/${id}`,
    query: offersQuery(false),
  },
  {
    entity: 'offer',
    noun: { one: 'promotion', many: 'promotions', feminine: true },
    list: '/saving/privilege-list',
    item: (id) => `/saving/privilege/${id}`,
    query: offersQuery(true),
  },
  {
    entity: 'service',
    noun: { one: 'service exclusif', many: 'services exclusifs', feminine: false },
    list: '/saving/service-exclusive-list',
    item: (id) => `/saving/service/${id}`,
    query: servicesQuery('EXCLUSIVE_SERVICE'),
  },
  {
    entity: 'service',
    noun: { one: 'accord de vente', many: 'accords de vente', feminine: false },
    list: '/saving/sale-permission-list',
    item: (id) => `/saving/service/${id}`,
    query: servicesQuery('SALE_PERMISSION'),
  },
  ...ARTICLE_SECTIONS.map((section) => ({
    entity: section.name,
    noun: section.noun,
    list: section.page,
    item: (id: number) => `${section.page}/${id}`,
    query: (user: AnnouncedUser, live: SQL) =>
      (section.roles as readonly string[]).includes(user.role)
        ? sql`select o.id, o.title, o.published_at from ${ARTICLE_TABLES[section.name]} o where ${live}`
        : null,
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

/** What became live for `user` in (from, to], kind by kind, the newest first. */
export async function foundFor(
  db: Db,
  user: AnnouncedUser,
  from: Date,
  to: Date,
): Promise<FoundKind[]> {
  const found: FoundKind[] = [];
  for (const kind of KINDS) {
    const query = kind.query(user, liveIn('o', from, to));
    if (!query) continue;
    // Both drivers answer `{ rows }`; the shared Db type leaves the result untyped.
    const { rows } = (await db.execute(
      sql`select id, title from (${query}) found order by published_at desc, id desc`,
    )) as unknown as { rows: { id: number; title: string }[] };
    const all = rows.map((row) => ({ id: Number(row.id), title: row.title }));
    if (all.length > 0) found.push({ kind, count: all.length, newest: all.slice(0, 3), all });
  }
  return found;
}

/** « nouvelles », « nouveaux »: the singular is the noun's own phrase (« Nouvel article »). */
const newMany = (noun: FrenchNoun) => (noun.feminine ? 'nouvelles' : 'nouveaux');

const counted = (noun: FrenchNoun, count: number) =>
  `${count} ${count === 1 ? noun.one : noun.many}`;

/** The French text: one item by its title, one kind by its number, several kinds summed up. */
export function announce(
  found: readonly Pick<FoundKind, 'kind' | 'count' | 'newest'>[],
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
