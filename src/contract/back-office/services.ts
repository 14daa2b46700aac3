/**
 * The back office's endpoints of this section (docs/back-office/services.md). Schemas:
 * ./schemas/services.ts. This module exports endpoints only: ../endpoints.ts lists them all.
 */
import { endpoint } from '../endpoint';
import { IdParams } from './schemas/common';
import {
  BoServiceDetail,
  BoServiceInput,
  BoServiceListQuery,
  BoServicePage,
} from './schemas/services';

export const boServices = endpoint({
  method: 'GET',
  path: '/bo/api/services',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ query: BoServiceListQuery, response: BoServicePage }),
});

export const boCreateService = endpoint({
  method: 'POST',
  path: '/bo/api/services',
  body: 'json',
  answer: 'json',
  status: 201,
  schemas: async () => ({ body: BoServiceInput, response: BoServiceDetail }),
});

export const boService = endpoint({
  method: 'GET',
  path: '/bo/api/services/:id',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: IdParams, response: BoServiceDetail }),
});

export const boUpdateService = endpoint({
  method: 'PUT',
  path: '/bo/api/services/:id',
  body: 'json',
  answer: 'json',
  schemas: async () => ({ params: IdParams, body: BoServiceInput, response: BoServiceDetail }),
});

export const boDeleteService = endpoint({
  method: 'DELETE',
  path: '/bo/api/services/:id',
  body: 'none',
  answer: 'none',
  status: 204,
  schemas: async () => ({ params: IdParams }),
});

/**
 * The logo: a PNG, JPEG or WebP file of at most 200 KB, raw or multipart (its type read
 * from its bytes). This call and the removal answer the service as it now is.
 */
export const boUploadServiceLogo = endpoint({
  method: 'PUT',
  path: '/bo/api/services/:id/logo',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: IdParams, response: BoServiceDetail }),
});

export const boDeleteServiceLogo = endpoint({
  method: 'DELETE',
  path: '/bo/api/services/:id/logo',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: IdParams, response: BoServiceDetail }),
});
