/**
 * The back office's offers and promotions (docs/back-office/offers.md). Schemas:
 * ./schemas/offers.ts. This module exports endpoints only: ../endpoints.ts lists them all.
 */
import { endpoint } from '../endpoint';
import { contentSectionEndpoints } from './content-section';
import { IdParams } from './schemas/common';
import { BoOfferDetail, BoOfferInput, BoOfferListQuery, BoOfferPage } from './schemas/offers';

/** The section's list, item, writes and logo: a content section's endpoints (./content-section.ts). */
export const boOfferEndpoints = contentSectionEndpoints('/bo/api/offers', 'logo', async () => ({
  listQuery: BoOfferListQuery,
  page: BoOfferPage,
  input: BoOfferInput,
  detail: BoOfferDetail,
}));

/** The price list: a real PDF of at most 5 MB, as the raw body or the file of a form. */
export const boUploadOfferPriceList = endpoint({
  method: 'PUT',
  path: '/bo/api/offers/:id/price-list',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: IdParams, response: BoOfferDetail }),
});

/** Removes the uploaded PDF: the offer's price list, when offered, is the generated one again. */
export const boDeleteOfferPriceList = endpoint({
  method: 'DELETE',
  path: '/bo/api/offers/:id/price-list',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: IdParams, response: BoOfferDetail }),
});

/** The price list customers download: the uploaded PDF, or the generated one (any status). */
export const boOfferPriceList = endpoint({
  method: 'GET',
  path: '/bo/api/offers/:id/price-list',
  body: 'none',
  answer: 'file',
  schemas: async () => ({ params: IdParams }),
});
