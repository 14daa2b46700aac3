/**
 * The back office's endpoint of the sent e-mails (docs/back-office/emails.md). Schemas:
 * ./schemas/emails.ts. This module exports endpoints only: ../endpoints.ts lists them all.
 */
import { endpoint } from '../endpoint';
import { EmailQuery, SentEmailPage } from './schemas/emails';

/** One page of the e-mails kept by the demo's server, newest first; not served in production. */
export const boEmails = endpoint({
  method: 'GET',
  path: '/bo/api/emails',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ query: EmailQuery, response: SentEmailPage }),
});
