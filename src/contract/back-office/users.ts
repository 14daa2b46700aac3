/**
 * The back office's endpoints of this section (docs/back-office/users.md). Schemas:
 * ./schemas/users.ts. This module exports endpoints only: ../endpoints.ts lists them all.
 */
import { endpoint } from '../endpoint';
import { IdParams } from './schemas/common';
import {
  BoCreatedUser,
  BoUser,
  BoUserInput,
  BoUserListQuery,
  BoUserPage,
  BoUserUpdate,
  ConnectAsAnswer,
} from './schemas/users';

export const boUsers = endpoint({
  method: 'GET',
  path: '/bo/api/users',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ query: BoUserListQuery, response: BoUserPage }),
});

export const boCreateUser = endpoint({
  method: 'POST',
  path: '/bo/api/users',
  body: 'json',
  answer: 'json',
  status: 201,
  schemas: async () => ({ body: BoUserInput, response: BoCreatedUser }),
});

export const boUser = endpoint({
  method: 'GET',
  path: '/bo/api/users/:id',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: IdParams, response: BoUser }),
});

export const boUpdateUser = endpoint({
  method: 'PUT',
  path: '/bo/api/users/:id',
  body: 'json',
  answer: 'json',
  schemas: async () => ({ params: IdParams, body: BoUserUpdate, response: BoUser }),
});

export const boSendInvitation = endpoint({
  method: 'POST',
  path: '/bo/api/users/:id/invitation',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: IdParams, response: BoUser }),
});

export const boDeactivateUser = endpoint({
  method: 'POST',
  path: '/bo/api/users/:id/deactivate',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: IdParams, response: BoUser }),
});

export const boReactivateUser = endpoint({
  method: 'POST',
  path: '/bo/api/users/:id/reactivate',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: IdParams, response: BoUser }),
});

export const boConnectAs = endpoint({
  method: 'POST',
  path: '/bo/api/users/:id/connect-as',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: IdParams, response: ConnectAsAnswer }),
});
