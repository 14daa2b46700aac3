/**
 * What the offer form starts from (docs/back-office/offers.md): the form's values are the API's
 * body itself (`BoOfferInput`), checked by the contract's schema as the server checks them.
 */
import type { BoOfferDetail, BoOfferInput } from '../../../contract/back-office/schemas/offers';
import { isScheduled } from '../../components';

/** A new offer: visible to every customer role, a draft until the admin publishes it. */
export function emptyOfferInput(): BoOfferInput {
  return {
    title: '',
    supplierName: '',
    summary: '',
    description: '',
    discount: '',
    website: 'https://',
    validFrom: '',
    validTo: '',
    subThemeIds: [],
    visibleRoles: ['PRO', 'AGENCY', 'NETWORK'],
    privilege: false,
    priceList: false,
    status: 'draft',
    publishedAt: null,
  };
}

/**
 * The form's values for an offer. Only a publication still to come keeps its date in the form
 * (« Publication programmée le »); otherwise `publishedAt` is null, which leaves the date of an
 * offer already live or archived as it is, publishes a draft now and clears a draft's
 * (publishedAtFor, server/services/back-office/offers.ts).
 */
export function offerInputOf(offer: BoOfferDetail, now = Date.now()): BoOfferInput {
  return {
    title: offer.title,
    supplierName: offer.supplierName,
    summary: offer.summary,
    description: offer.description,
    discount: offer.discount,
    website: offer.website,
    validFrom: offer.validFrom,
    validTo: offer.validTo,
    subThemeIds: offer.subThemeIds,
    visibleRoles: offer.visibleRoles,
    privilege: offer.privilege,
    priceList: offer.priceList,
    status: offer.status,
    publishedAt: isScheduled(offer.status, offer.publishedAt, now) ? offer.publishedAt : null,
  };
}
