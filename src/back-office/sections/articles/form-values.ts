/**
 * What an article section's form starts from (docs/back-office/news.md): the form's values are the
 * API's body itself (`BoArticleInput`), checked by the contract's schema as the server checks it.
 */
import type {
  BoArticleDetail,
  BoArticleInput,
} from '../../../contract/back-office/schemas/article';
import { newDraft, publicationInput } from '../../components/content-section/publication-input';

export function emptyArticleInput(): BoArticleInput {
  return { title: '', summary: '', body: '', ...newDraft() };
}

export function articleInputOf(item: BoArticleDetail, now = Date.now()): BoArticleInput {
  const { title, summary, body } = item;
  return { title, summary, body, ...publicationInput(item, now) };
}
