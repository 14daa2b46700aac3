/**
 * The back office's endpoints of « Partenaires » (docs/back-office/partners.md). Schemas:
 * ./schemas/partners.ts. This module exports endpoints only: ../endpoints.ts lists them all.
 */
import { endpoint } from '../endpoint';
import { IdParams } from './schemas/common';
import {
  BoPartner,
  BoPartnerInput,
  BoPartnerListQuery,
  BoPartnerLogoResult,
  BoPartnerMainUserInput,
  BoPartnerPage,
  BoPartnerUsers,
} from './schemas/partners';

export const boPartners = endpoint({
  method: 'GET',
  path: '/bo/api/partners',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ query: BoPartnerListQuery, response: BoPartnerPage }),
});

export const boCreatePartner = endpoint({
  method: 'POST',
  path: '/bo/api/partners',
  body: 'json',
  answer: 'json',
  status: 201,
  schemas: async () => ({ body: BoPartnerInput, response: BoPartner }),
});

export const boPartner = endpoint({
  method: 'GET',
  path: '/bo/api/partners/:id',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: IdParams, response: BoPartner }),
});

export const boUpdatePartner = endpoint({
  method: 'PUT',
  path: '/bo/api/partners/:id',
  body: 'json',
  answer: 'json',
  schemas: async () => ({ params: IdParams, body: BoPartnerInput, response: BoPartner }),
});

/** Refused (409) while users are attached to the partner: deactivate it instead. */
export const boDeletePartner = endpoint({
  method: 'DELETE',
  path: '/bo/api/partners/:id',
  body: 'none',
  answer: 'none',
  status: 204,
  schemas: async () => ({ params: IdParams }),
});

/** The file as the raw body (with its content type) or the first file of a multipart form. */
export const boUploadPartnerLogo = endpoint({
  method: 'PUT',
  path: '/bo/api/partners/:id/logo',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: IdParams, response: BoPartnerLogoResult }),
});

export const boDeletePartnerLogo = endpoint({
  method: 'DELETE',
  path: '/bo/api/partners/:id/logo',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: IdParams, response: BoPartner }),
});

export const boPartnerUsers = endpoint({
  method: 'GET',
  path: '/bo/api/partners/:id/users',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: IdParams, response: BoPartnerUsers }),
});

/** Makes one of its partner users the partner's main account; answers its users. */
export const boSetPartnerMainUser = endpoint({
  method: 'PUT',
  path: '/bo/api/partners/:id/main-user',
  body: 'json',
  answer: 'json',
  schemas: async () => ({
    params: IdParams,
    body: BoPartnerMainUserInput,
    response: BoPartnerUsers,
  }),
});
