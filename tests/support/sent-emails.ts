/**
 * The e-mails the demo's server kept (no SMTP_URL), read as an admin reads them: through the back
 * office's `GET /bo/api/emails` (docs/back-office/emails.md). For the API tests (an ApiClient
 * logged in as an admin) and the e2e tests (`viaPlaywright`, an admin page's request) alike.
 */
import { boEmails } from '../../src/contract/back-office/emails';
import { SentEmailPage, type SentEmail } from '../../src/contract/back-office/schemas/emails';

/** A GET with an admin's session, answering the status and the parsed JSON body. */
export type AdminGet = (path: string) => Promise<{ status: number; body: unknown }>;

/**
 * The same GET through Playwright's request context (a page's `page.request`, which carries the
 * page's cookies: log the page in as an admin first).
 */
export function viaPlaywright(request: {
  get(url: string): Promise<{ status(): number; json(): Promise<unknown> }>;
}): AdminGet {
  return async (url) => {
    const response = await request.get(url);
    return { status: response.status(), body: await response.json() };
  };
}

/** The newest 100 messages kept (a search of the recipient and subject when `query` is given). */
export async function sentEmails(get: AdminGet, query = ''): Promise<SentEmail[]> {
  const search = new URLSearchParams({ query, pageSize: '100' });
  const response = await get(`${boEmails.path}?${search}`);
  if (response.status !== 200) {
    throw new Error(
      `GET ${boEmails.path} answered ${response.status}: ${JSON.stringify(response.body)}`,
    );
  }
  return SentEmailPage.parse(response.body).items;
}

/** The messages kept for `to`, newest first. */
export async function sentEmailsTo(get: AdminGet, to: string): Promise<SentEmail[]> {
  return (await sentEmails(get, to)).filter((message) => message.to === to);
}

/** The first link of `text` whose path matches `path` (`/\/resetPassword\?token=/`). */
export function linkIn(text: string, path: RegExp): URL {
  const found = new RegExp(`https?://\\S+?${path.source}\\S*`).exec(text)?.[0];
  if (!found) throw new Error(`No link ${path} in: ${text}`);
  return new URL(found);
}
