/**
 * What the service form starts from (docs/back-office/services.md): the form's values are the
 * API's body itself (`BoServiceInput`), checked by the contract's schema as the server checks it.
 */
import type {
  BoServiceDetail,
  BoServiceInput,
} from '../../../contract/back-office/schemas/services';
import { newDraft, publicationInput } from '../../components/content-section/publication-input';

/** A new service: an exclusive service until the admin says otherwise. */
export function emptyServiceInput(): BoServiceInput {
  const text = { title: '', summary: '', description: '' };
  return { type: 'EXCLUSIVE_SERVICE', ...text, website: 'https://', ...newDraft() };
}

export function serviceInputOf(service: BoServiceDetail, now = Date.now()): BoServiceInput {
  const { type, title, summary, description, website } = service;
  return { type, title, summary, description, website, ...publicationInput(service, now) };
}
