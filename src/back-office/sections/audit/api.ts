/**
 * The « Journal » section's calls (docs/back-office/audit.md) and its query keys. The journal
 * grows with every change made elsewhere in the back office, so it is fetched again each time it
 * is opened (no time during which a cached page counts as fresh).
 */
import { queryOptions } from '@tanstack/react-query';
import { boAudit, boAuditAdmins } from '../../../contract/back-office/audit';
import type { AuditQuery } from '../../../contract/back-office/schemas/audit';
import { sectionKeys } from '../../components/query-keys';
import { boHttp } from '../../http';

const keys = sectionKeys('audit');
export const boAuditKeys = { ...keys, admins: () => [...keys.all, 'admins'] as const };

/** The filters of the screen, as the address keeps them (`useListParams`). */
export const AUDIT_FILTERS = ['entity', 'adminId', 'from', 'to'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];

export function fetchAuditPage(
  query: { query?: string; page: number; pageSize: number } & Partial<Record<AuditFilter, string>>,
) {
  const adminId = query.adminId === undefined ? undefined : Number(query.adminId);
  return boHttp.call(boAudit, {
    query: {
      query: query.query,
      page: query.page,
      pageSize: query.pageSize,
      entity: query.entity as AuditQuery['entity'],
      adminId: Number.isInteger(adminId) ? adminId : undefined,
      from: query.from,
      to: query.to,
    },
  });
}

export const auditAdminsQueryOptions = queryOptions({
  queryKey: boAuditKeys.admins(),
  queryFn: () => boHttp.call(boAuditAdmins),
  staleTime: 0,
});
