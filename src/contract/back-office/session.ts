/**
 * The back office's own session endpoint (docs/back-office/README.md). Schemas:
 * ./schemas/session.ts. This module exports endpoints only: ../endpoints.ts lists them all.
 */
import { endpoint } from '../endpoint';
import { BoSession } from './schemas/session';

/** The admin behind the back office and whom it acts as: the header and its notice. */
export const boSession = endpoint({
  method: 'GET',
  path: '/bo/api/session',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ response: BoSession }),
});
