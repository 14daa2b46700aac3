/**
 * « Double authentification » (docs/back-office/second-factor.md): the admin's own second factor,
 * its state, its enrolment and its recovery codes.
 */
import { z } from 'zod';
import { SecondFactorCode, SecondFactorMethod, TotpEnrolment } from '../../api';
import { IsoDateTime } from './common';

export { TotpEnrolment };

export const BoSecondFactorState = z.object({
  enabled: z.boolean(),
  enabledAt: IsoDateTime.nullable(),
  /** Recovery codes not used yet (0 while disabled). */
  recoveryCodesLeft: z.number().int().nonnegative(),
  /** In production every admin needs it: turned off, it is enrolled again at the next login. */
  required: z.boolean(),
});
export type BoSecondFactorState = z.infer<typeof BoSecondFactorState>;

/** The first code of the authenticator app, which confirms an enrolment. */
export const BoEnrolmentConfirmation = z.object({ code: SecondFactorCode });
export type BoEnrolmentConfirmation = z.infer<typeof BoEnrolmentConfirmation>;

/** A code of the enabled factor, or a recovery code: what proves a change of it. */
export const BoSecondFactorProof = z.object({
  method: SecondFactorMethod.default('totp'),
  code: SecondFactorCode,
});
export type BoSecondFactorProof = z.infer<typeof BoSecondFactorProof>;

/** Ten new recovery codes, shown this once. */
export const BoRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type BoRecoveryCodes = z.infer<typeof BoRecoveryCodes>;
