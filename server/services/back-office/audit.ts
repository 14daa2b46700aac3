/**
 * Reading the back office's journal (docs/back-office/audit.md); services/audit.ts writes it.
 */
import { and, count, desc, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import {
  auditPeriod,
  type AuditAdmin,
  type AuditPage,
  type AuditQuery,
} from '../../../src/contract/back-office/schemas/audit.js';
import type { Db } from '../../db/client.js';
import { auditEntries } from '../../db/schema.js';
import { matchesText, listPage } from './lists.js';

/** GET /bo/api/audit: the entries that match every given filter, newest first. */
export async function listAuditEntries(db: Db, query: AuditQuery): Promise<AuditPage> {
  const { start, end } = auditPeriod(query);
  const conditions: (SQL | undefined)[] = [
    matchesText(query.query, [auditEntries.summary, auditEntries.adminEmail]),
    query.entity === undefined ? undefined : eq(auditEntries.entity, query.entity),
    query.entityId === undefined ? undefined : eq(auditEntries.entityId, query.entityId),
    query.adminId === undefined ? undefined : eq(auditEntries.adminId, query.adminId),
    query.action === undefined || query.action === ''
      ? undefined
      : eq(auditEntries.action, query.action),
    start === undefined ? undefined : gte(auditEntries.at, start),
    end === undefined ? undefined : lt(auditEntries.at, end),
  ];
  const where = and(...conditions);
  return listPage(query, {
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(auditEntries)
        .where(where)
        // Entries written in one transaction share their time: the id keeps their order.
        .orderBy(desc(auditEntries.at), desc(auditEntries.id))
        .limit(limit)
        .offset(offset),
    total: db.select({ value: count() }).from(auditEntries).where(where),
    items: (rows) =>
      rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        adminId: row.adminId,
        adminEmail: row.adminEmail,
        entity: row.entity,
        entityId: row.entityId,
        action: row.action,
        summary: row.summary,
        before: (row.before ?? null) as AuditPage['items'][number]['before'],
        after: (row.after ?? null) as AuditPage['items'][number]['after'],
      })),
  });
}

/**
 * GET /bo/api/audit/admins: each admin account that made changes, under the e-mail of its latest
 * entry, by e-mail. Entries of a deleted account are found by searching its e-mail.
 */
export async function listAuditAdmins(db: Db): Promise<AuditAdmin[]> {
  const rows = await db
    .selectDistinctOn([auditEntries.adminId], {
      id: auditEntries.adminId,
      email: auditEntries.adminEmail,
    })
    .from(auditEntries)
    .where(isNotNull(auditEntries.adminId))
    .orderBy(auditEntries.adminId, desc(auditEntries.id));
  return rows
    .flatMap((row) => (row.id === null ? [] : [{ id: row.id, email: row.email }]))
    .sort((a, b) => a.email.localeCompare(b.email, 'fr'));
}
