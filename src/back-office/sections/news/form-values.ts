/**
 * What the news form starts from (docs/back-office/news.md): the form's values are the API's body
 * itself (`BoNewsInput`), checked by the contract's schema as the server checks it.
 */
import type { BoNewsDetail, BoNewsInput } from '../../../contract/back-office/schemas/news';
import { isScheduled } from '../../components';

/** A new news item: a draft until the admin publishes it. */
export function emptyNewsInput(): BoNewsInput {
  return { title: '', summary: '', body: '', status: 'draft', publishedAt: null };
}

/**
 * The form's values for a news item. Only a publication still to come keeps its date in the form
 * (« Publication programmée le »); otherwise `publishedAt` is null, which leaves the date of an
 * item already live or archived as it is, publishes a draft now and clears a draft's (keptDate,
 * server/services/back-office/content-changes.ts).
 */
export function newsInputOf(item: BoNewsDetail, now = Date.now()): BoNewsInput {
  return {
    title: item.title,
    summary: item.summary,
    body: item.body,
    status: item.status,
    publishedAt: isScheduled(item.status, item.publishedAt, now) ? item.publishedAt : null,
  };
}
