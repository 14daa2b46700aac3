/**
 * What the service form starts from (docs/back-office/services.md): the form's values are the
 * API's body itself (`BoServiceInput`), checked by the contract's schema as the server checks it.
 */
import type {
  BoServiceDetail,
  BoServiceInput,
} from '../../../contract/back-office/schemas/services';
import { isScheduled } from '../../components';

/** A new service: an exclusive service, a draft until the admin publishes it. */
export function emptyServiceInput(): BoServiceInput {
  return {
    type: 'EXCLUSIVE_SERVICE',
    title: '',
    summary: '',
    description: '',
    website: 'https://',
    status: 'draft',
    publishedAt: null,
  };
}

/**
 * The form's values for a service. Only a publication still to come keeps its date in the form
 * (« Publication programmée le »); otherwise `publishedAt` is null, which leaves the date of a
 * service already live or archived as it is, publishes a draft now and clears a draft's
 * (keptDate, server/services/back-office/content-changes.ts).
 */
export function serviceInputOf(service: BoServiceDetail, now = Date.now()): BoServiceInput {
  return {
    type: service.type,
    title: service.title,
    summary: service.summary,
    description: service.description,
    website: service.website,
    status: service.status,
    publishedAt: isScheduled(service.status, service.publishedAt, now) ? service.publishedAt : null,
  };
}
