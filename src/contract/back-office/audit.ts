/**
 * The back office's endpoints of the journal (docs/back-office/audit.md). Schemas:
 * ./schemas/audit.ts. This module exports endpoints only: ../endpoints.ts lists them all.
 */
import { endpoint } from '../endpoint';
import { AuditAdmins, AuditPage, AuditQuery } from './schemas/audit';

/** One page of the journal, newest first, filtered. */
export const boAudit = endpoint({
  method: 'GET',
  path: '/bo/api/audit',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ query: AuditQuery, response: AuditPage }),
});

/** The admins who made the journal's changes, for its admin filter. */
export const boAuditAdmins = endpoint({
  method: 'GET',
  path: '/bo/api/audit/admins',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ response: AuditAdmins }),
});
