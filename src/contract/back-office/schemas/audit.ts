/**
 * The back office's journal (docs/back-office/audit.md): every change an admin made, newest first,
 * with what the object was before and after.
 */
import { z } from 'zod';
import '../../zod-config';
import { frenchPhrases } from '../../sections/french';
import { ARTICLE_SECTIONS, type ArticleSectionName } from '../../sections/index';
import { IdParams, ListQuery, pageOf } from './common';

/** What the journal records changes of (server/services/audit.ts writes these names). */
export const AUDIT_ENTITIES = [
  'offer',
  'service',
  ...ARTICLE_SECTIONS.map((section) => section.name),
  'partner',
  'user',
  'theme-node',
  'theming',
] as const;
export const AuditEntityName = z.enum(AUDIT_ENTITIES, {
  message: `Le type d’objet doit être l’un de : ${AUDIT_ENTITIES.join(', ')}.`,
});
export type AuditEntityName = z.infer<typeof AuditEntityName>;

export const AUDIT_ENTITY_LABELS: Record<AuditEntityName, string> = {
  offer: 'Offre',
  service: 'Service',
  ...(Object.fromEntries(
    ARTICLE_SECTIONS.map((section) => [section.name, frenchPhrases(section.noun).One]),
  ) as Record<ArticleSectionName, string>),
  partner: 'Partenaire',
  user: 'Utilisateur',
  'theme-node': 'Arbre des thèmes',
  theming: 'Habillage',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_MESSAGE = 'Date invalide (AAAA-MM-JJ, ou date et heure ISO 8601).';
/** The journal's dates: from its first possible entry to far enough (and what SQL can store). */
const FIRST_YEAR = 1970;
const LAST_YEAR = 2999;

function isDateOrInstant(value: string): boolean {
  if (DAY.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    // 2026-02-30 parses (as March 2nd): the day must read back the same.
    if (Number.isNaN(day.getTime()) || !day.toISOString().startsWith(value)) return false;
  } else if (!z.iso.datetime({ offset: true }).safeParse(value).success) {
    return false;
  }
  const year = new Date(DAY.test(value) ? `${value}T00:00:00Z` : value).getUTCFullYear();
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

/** A day (`2026-11-24`, a day in Paris) or an instant (`2026-11-24T10:00:00Z`), 1970 to 2999. */
export const AuditDate = z.string().trim().refine(isDateOrInstant, DATE_MESSAGE);

/** The UTC offset of Paris at that instant, as `+01:00` or `+02:00`. */
function parisOffset(at: Date): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

/** Midnight of that day in Paris. */
function parisMidnight(day: string): Date {
  return new Date(`${day}T00:00:00${parisOffset(new Date(`${day}T00:00:00Z`))}`);
}

/**
 * The instants a period covers: from the start of `from` (included) to the end of `to`
 * (excluded): a day runs until the next day's midnight in Paris, an instant is included.
 */
export function auditPeriod(period: { from?: string | undefined; to?: string | undefined }): {
  start?: Date;
  end?: Date;
} {
  const start = period.from === undefined ? undefined : dayOrInstant(period.from);
  let end: Date | undefined;
  if (period.to !== undefined) {
    if (DAY.test(period.to)) {
      const next = new Date(`${period.to}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      end = parisMidnight(next.toISOString().slice(0, 10));
    } else {
      end = new Date(Date.parse(period.to) + 1);
    }
  }
  return { ...(start && { start }), ...(end && { end }) };
}

function dayOrInstant(value: string): Date {
  return DAY.test(value) ? parisMidnight(value) : new Date(value);
}

/** `GET /bo/api/audit`'s filters, besides the search and the page. */
export const AuditQuery = ListQuery.pick({ query: true, page: true, pageSize: true })
  .extend({
    entity: AuditEntityName.optional(),
    entityId: IdParams.shape.id.optional(),
    adminId: IdParams.shape.id.optional(),
    action: z.string().trim().max(40, 'L’action ne peut dépasser 40 caractères.').optional(),
    from: AuditDate.optional(),
    to: AuditDate.optional(),
  })
  .refine(
    (query) => {
      const { start, end } = auditPeriod(query);
      return start === undefined || end === undefined || start < end;
    },
    { message: 'La date de début doit précéder la date de fin.', path: ['to'] },
  );
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: z.number().int().positive(),
  /** When, as an ISO 8601 instant. */
  at: z.string(),
  /** The admin's account; null once that account is gone. */
  adminId: z.number().int().positive().nullable(),
  adminEmail: z.string(),
  /** One of AUDIT_ENTITIES (text, so that an entry written by a newer server still reads). */
  entity: z.string(),
  entityId: z.number().int(),
  /** `create`, `update`, `rename`, `deactivate`, `move`, `upload-logo`... */
  action: z.string(),
  /** One line in French. */
  summary: z.string(),
  /** The object before the change; null for a creation. */
  before: z.json(),
  /** The object after the change; null for a deletion. */
  after: z.json(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = pageOf(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;

/** An admin who made changes, for the journal's admin filter. */
export const AuditAdmin = z.object({
  id: z.number().int().positive(),
  email: z.string(),
});
export type AuditAdmin = z.infer<typeof AuditAdmin>;
export const AuditAdmins = z.array(AuditAdmin);
