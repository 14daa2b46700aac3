/**
 * The back office's endpoints of « Double authentification » (docs/back-office/second-factor.md):
 * the admin's own second factor. Schemas: ./schemas/second-factor.ts. This module exports
 * endpoints only: ../endpoints.ts lists them all.
 */
import { endpoint } from '../endpoint';
import {
  BoEnrolmentConfirmation,
  BoRecoveryCodes,
  BoSecondFactorProof,
  BoSecondFactorState,
  TotpEnrolment,
} from './schemas/second-factor';

export const boSecondFactor = endpoint({
  method: 'GET',
  path: '/bo/api/second-factor',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ response: BoSecondFactorState }),
});

/** A new secret, pending until its first code; 409 while a factor is enabled. */
export const boStartEnrolment = endpoint({
  method: 'POST',
  path: '/bo/api/second-factor/enrolment',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ response: TotpEnrolment }),
});

/** Enables the pending secret with its first code; answers the ten recovery codes, once. */
export const boConfirmEnrolment = endpoint({
  method: 'POST',
  path: '/bo/api/second-factor/enrolment/confirm',
  body: 'json',
  answer: 'json',
  schemas: async () => ({ body: BoEnrolmentConfirmation, response: BoRecoveryCodes }),
});

/** Ten new recovery codes (the others stop working), proven by a code. */
export const boRenewRecoveryCodes = endpoint({
  method: 'POST',
  path: '/bo/api/second-factor/recovery-codes',
  body: 'json',
  answer: 'json',
  schemas: async () => ({ body: BoSecondFactorProof, response: BoRecoveryCodes }),
});

/** Turns the factor off, proven by a code. */
export const boDisableSecondFactor = endpoint({
  method: 'POST',
  path: '/bo/api/second-factor/disable',
  body: 'json',
  answer: 'json',
  schemas: async () => ({ body: BoSecondFactorProof, response: BoSecondFactorState }),
});
