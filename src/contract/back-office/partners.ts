/**
 * The back office's endpoints of « Partenaires » (docs/back-office/partners.md). Schemas:
 * ./schemas/partners.ts. This module exports endpoints only: ../endpoints.ts lists them all.
 */
import { endpoint } from '../endpoint';
import { contentSectionEndpoints } from './content-section';
import { IdParams } from './schemas/common';
import {
  BoPartner,
  BoPartnerInput,
  BoPartnerListQuery,
  BoPartnerChoices,
  BoPartnerMainUserInput,
  BoPartnerPage,
  BoPartnerUsers,
} from './schemas/partners';

/**
 * A content section's seven endpoints at /bo/api/partners, with its logo. A deletion is refused
 * (409) while users are attached to the partner: deactivate it instead.
 */
export const boPartnerEndpoints = contentSectionEndpoints('/bo/api/partners', 'logo', async () => ({
  listQuery: BoPartnerListQuery,
  page: BoPartnerPage,
  input: BoPartnerInput,
  detail: BoPartner,
}));

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

/** Every partner (id, name, active), for the offer and service forms' choice of partner. */
export const boPartnerChoices = endpoint({
  method: 'GET',
  path: '/bo/api/partners/choices',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ response: BoPartnerChoices }),
});
