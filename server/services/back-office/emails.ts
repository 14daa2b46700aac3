/**
 * Reading the e-mails the demo's server kept in `email_outbox` (services/mailer.ts writes them;
 * docs/back-office/emails.md).
 */
import { count, desc } from 'drizzle-orm';
import type {
  EmailQuery,
  SentEmailPage,
} from '../../../src/contract/back-office/schemas/emails.js';
import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';
import { matchesText, listPage } from './lists.js';

/** GET /bo/api/emails: the messages whose recipient or subject match, newest first. */
export async function listSentEmails(db: Db, query: EmailQuery): Promise<SentEmailPage> {
  const where = matchesText(query.query, [emailOutbox.to, emailOutbox.subject]);
  return listPage(query, {
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(emailOutbox)
        .where(where)
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(limit)
        .offset(offset),
    total: db.select({ value: count() }).from(emailOutbox).where(where),
    items: (rows) =>
      rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
      })),
  });
}
