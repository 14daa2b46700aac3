/**
 * What the offer form starts from (docs/back-office/offers.md): the form's values are the API's
 * body itself (`BoOfferInput`), checked by the contract's schema as the server checks them.
 */
import type { BoOfferDetail, BoOfferInput } from '../../../contract/back-office/schemas/offers';
import { newDraft, publicationInput } from '../../components/content-section/publication-input';

/** A new offer: visible to every customer role. */
export function emptyOfferInput(): BoOfferInput {
  const text = { title: '', supplierName: '', summary: '', description: '', discount: '' };
  const validity = { validFrom: '', validTo: '' };
  return {
    ...text,
    website: 'https://',
    ...validity,
    subThemeIds: [],
    visibleRoles: ['PRO', 'AGENCY', 'NETWORK'],
    privilege: false,
    priceList: false,
    partnerId: null,
    ...newDraft(),
  };
}

export function offerInputOf(offer: BoOfferDetail, now = Date.now()): BoOfferInput {
  const { title, supplierName, summary, description, discount, website } = offer;
  const { validFrom, validTo, subThemeIds, visibleRoles, privilege, priceList, partnerId } = offer;
  const text = { title, supplierName, summary, description, discount, website };
  const reach = { validFrom, validTo, subThemeIds, visibleRoles, privilege, priceList, partnerId };
  return { ...text, ...reach, ...publicationInput(offer, now) };
}
