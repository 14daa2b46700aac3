/**
 * What the news form starts from (docs/back-office/news.md): the form's values are the API's body
 * itself (`BoNewsInput`), checked by the contract's schema as the server checks it.
 */
import type { BoNewsDetail, BoNewsInput } from '../../../contract/back-office/schemas/news';
import { newDraft, publicationInput } from '../../components/content-section/publication-input';

export function emptyNewsInput(): BoNewsInput {
  return { title: '', summary: '', body: '', ...newDraft() };
}

export function newsInputOf(item: BoNewsDetail, now = Date.now()): BoNewsInput {
  const { title, summary, body } = item;
  return { title, summary, body, ...publicationInput(item, now) };
}
