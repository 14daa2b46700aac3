/**
 * What the service form starts from (docs/back-office/services-plus.md): the form's values are the
 * API's body itself (`BoServicePlusInput`), checked by the contract's schema as the server checks it.
 */
import type {
  BoServicePlusDetail,
  BoServicePlusInput,
} from '../../../contract/back-office/schemas/services-plus';
import { newDraft, publicationInput } from '../../components/content-section/publication-input';

/** A new service: an exclusive service until the admin says otherwise. */
export function emptyServicePlusInput(): BoServicePlusInput {
  const text = { title: '', summary: '', description: '' };
  return {
    type: 'EXCLUSIVE_SERVICE',
    ...text,
    website: 'https://',
    partnerId: null,
    ...newDraft(),
  };
}

export function servicePlusInputOf(
  service: BoServicePlusDetail,
  now = Date.now(),
): BoServicePlusInput {
  const { type, title, summary, description, website, partnerId } = service;
  return {
    type,
    title,
    summary,
    description,
    website,
    partnerId,
    ...publicationInput(service, now),
  };
}
