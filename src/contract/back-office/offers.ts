/**
 * The back office's offers and promotions (docs/back-office/offers.md). Schemas:
 * ./schemas/offers.ts. This module exports endpoints only: ../endpoints.ts lists them all.
 */
import { endpoint } from '../endpoint';
import { IdParams } from './schemas/common';
import { BoOfferDetail, BoOfferInput, BoOfferListQuery, BoOfferPage } from './schemas/offers';

export const boOffers = endpoint({
  method: 'GET',
  path: '/bo/api/offers',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ query: BoOfferListQuery, response: BoOfferPage }),
});

export const boCreateOffer = endpoint({
  method: 'POST',
  path: '/bo/api/offers',
  body: 'json',
  answer: 'json',
  status: 201,
  schemas: async () => ({ body: BoOfferInput, response: BoOfferDetail }),
});

export const boOffer = endpoint({
  method: 'GET',
  path: '/bo/api/offers/:id',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: IdParams, response: BoOfferDetail }),
});

export const boUpdateOffer = endpoint({
  method: 'PUT',
  path: '/bo/api/offers/:id',
  body: 'json',
  answer: 'json',
  schemas: async () => ({ params: IdParams, body: BoOfferInput, response: BoOfferDetail }),
});

export const boDeleteOffer = endpoint({
  method: 'DELETE',
  path: '/bo/api/offers/:id',
  body: 'none',
  answer: 'none',
  status: 204,
  schemas: async () => ({ params: IdParams }),
});

/** The logo: a PNG, JPEG or WebP of at most 200 KB, as the raw body or the file of a form. */
export const boUploadOfferLogo = endpoint({
  method: 'PUT',
  path: '/bo/api/offers/:id/logo',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: IdParams, response: BoOfferDetail }),
});

export const boDeleteOfferLogo = endpoint({
  method: 'DELETE',
  path: '/bo/api/offers/:id/logo',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: IdParams, response: BoOfferDetail }),
});

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
