/**
 * The « Courriels envoyés » section's call (docs/back-office/emails.md) and its query keys. New
 * e-mails arrive at any moment (a reset asked on the PWA), so a page is never fresh for long.
 */
import { boEmails } from '../../../contract/back-office/emails';
import type { EmailQuery } from '../../../contract/back-office/schemas/emails';
import { sectionKeys } from '../../components/query-keys';
import { BoHttpError, boHttp } from '../../http';

export const boEmailsKeys = sectionKeys('emails');

/** What the page says when the server keeps no e-mail: it sends them through SMTP. */
export const NO_OUTBOX_MESSAGE =
  'Ce serveur envoie les courriels par son serveur SMTP et n’en garde aucune copie : il n’y a rien à afficher ici.';

export async function fetchEmailPage(query: EmailQuery) {
  try {
    return await boHttp.call(boEmails, { query });
  } catch (error) {
    // Production registers no outbox (server/routes/back-office/emails.ts).
    if (error instanceof BoHttpError && error.status === 404) {
      throw new BoHttpError(404, NO_OUTBOX_MESSAGE);
    }
    throw error;
  }
}
