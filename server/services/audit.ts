/**
 * The back office's journal (docs/back-office.md): every change an admin makes is recorded in the
 * same transaction as the change itself, so the journal never misses a change nor lists one that
 * did not happen.
 */
import type { AuditEntityName } from '../../src/contract/back-office/schemas/audit.js';
import type { Db } from '../db/client.js';
import { auditEntries } from '../db/schema.js';

/** A transaction or the database itself. */
type Writer = Pick<Db, 'insert'>;

export type AuditEntity = AuditEntityName;

export interface AuditedChange {
  entity: AuditEntity;
  entityId: number;
  /** `create`, `update`, `delete`, `upload-logo`, `upload-price-list`, `deactivate`... */
  action: string;
  /** One line in French, shown in the journal's list. */
  summary: string;
  /** The object before the change (absent for a creation); large images left out. */
  before?: unknown;
  /** The object after the change (absent for a deletion); large images left out. */
  after?: unknown;
}

/** The admin who made the change: its real account, never the user it acts as. */
export interface Auditor {
  id: number;
  email: string;
}

/** Keys whose values are files (base64): the journal notes that they changed, not their bytes. */
const FILE_KEYS = /base64$|^pdf$/i;

/** A copy of `value` fit for the journal: file contents replaced by their size. */
export function forJournal(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `(fichier de ${value.length} octets)`;
  if (Array.isArray(value)) return value.map(forJournal);
  if (typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      FILE_KEYS.test(key) && typeof item === 'string'
        ? `(fichier de ${Buffer.byteLength(item, 'base64')} octets)`
        : forJournal(item),
    ]),
  );
}

export async function recordChange(db: Writer, admin: Auditor, change: AuditedChange) {
  await db.insert(auditEntries).values({
    adminId: admin.id,
    adminEmail: admin.email,
    entity: change.entity,
    entityId: change.entityId,
    action: change.action,
    summary: change.summary,
    before: forJournal(change.before),
    after: forJournal(change.after),
  });
}
