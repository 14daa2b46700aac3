/**
 * The back office's endpoints of « Habillage » (docs/back-office/branding.md). Schemas:
 * ./schemas/branding.ts. This module exports endpoints only: ../endpoints.ts lists them all.
 */
import { endpoint } from '../endpoint';
import { IdParams } from './schemas/common';
import {
  BoBrandingListQuery,
  BoBrandingPage,
  BoTheming,
  BoThemingInput,
  BoThemingLogoResult,
  CompanyThemingParams,
  ThemingLogoParams,
} from './schemas/branding';

export const boThemings = endpoint({
  method: 'GET',
  path: '/bo/api/themings',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ query: BoBrandingListQuery, response: BoBrandingPage }),
});

export const boTheming = endpoint({
  method: 'GET',
  path: '/bo/api/themings/:id',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: IdParams, response: BoTheming }),
});

/** The two colors; a pair below WCAG AA is a 400 on `textColor`. */
export const boUpdateTheming = endpoint({
  method: 'PUT',
  path: '/bo/api/themings/:id',
  body: 'json',
  answer: 'json',
  schemas: async () => ({ params: IdParams, body: BoThemingInput, response: BoTheming }),
});

/** The file as the raw body (with its content type) or the first file of a multipart form. */
export const boUploadThemingLogo = endpoint({
  method: 'PUT',
  path: '/bo/api/themings/:id/logos/:kind',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: ThemingLogoParams, response: BoThemingLogoResult }),
});

export const boDeleteThemingLogo = endpoint({
  method: 'DELETE',
  path: '/bo/api/themings/:id/logos/:kind',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: ThemingLogoParams, response: BoTheming }),
});

/** A first branding for a company that has none (409 when it has one), with its two colors. */
export const boCreateCompanyTheming = endpoint({
  method: 'POST',
  path: '/bo/api/companies/:companyId/theming',
  body: 'json',
  answer: 'json',
  status: 201,
  schemas: async () => ({
    params: CompanyThemingParams,
    body: BoThemingInput,
    response: BoTheming,
  }),
});
