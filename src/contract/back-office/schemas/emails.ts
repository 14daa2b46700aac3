/**
 * « Courriels envoyés » (docs/back-office/emails.md): the e-mails the demo's server kept instead
 * of sending them (no SMTP_URL), for admins to read. Production keeps none.
 */
import { z } from 'zod';
import '../../zod-config';
import { IsoDateTime, ListQuery, pageOf } from './common';

/** `GET /bo/api/emails`: a search (recipient, subject) and the page; newest first. */
export const EmailQuery = ListQuery.pick({ query: true, page: true, pageSize: true });
export type EmailQuery = z.infer<typeof EmailQuery>;

export const SentEmail = z.object({
  id: z.number().int().positive(),
  /** The recipient's address. */
  to: z.string(),
  subject: z.string(),
  /** The plain-text body, links included, as the recipient reads it. */
  text: z.string(),
  /** When it was kept, as an ISO 8601 instant. */
  createdAt: IsoDateTime,
});
export type SentEmail = z.infer<typeof SentEmail>;

export const SentEmailPage = pageOf(SentEmail);
export type SentEmailPage = z.infer<typeof SentEmailPage>;
