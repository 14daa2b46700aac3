/**
 * The first-connection form (step 1) on top of the contract: the same field rules as the server,
 * numbers typed as text and converted, and the password typed twice then sent as its SHA-256.
 */
import { sha256 } from 'js-sha256';
import { z } from 'zod';
import { FirstConnectionInfoInput, type FirstConnectionInfo } from '../../contract/api';
import { newPasswordSchema } from '../../contract/french-formats';
import {
  numberAsText,
  numberText,
  PasswordConfirmation,
  uncommonPassword,
  withoutConfirmation,
} from '../../components/form/french-fields';

const Details = FirstConnectionInfoInput.extend({
  nbEmployees: numberAsText(FirstConnectionInfoInput.shape.nbEmployees),
  turnover: numberAsText(FirstConnectionInfoInput.shape.turnover),
  password: uncommonPassword(newPasswordSchema),
});

export const FirstConnectionFields = z.intersection(Details, PasswordConfirmation);

/** What the form holds: text in every field. */
export type FirstConnectionFieldValues = z.input<typeof FirstConnectionFields>;
/** What a valid form gives: normalised text and real numbers. */
export type FirstConnectionFieldOutput = z.output<typeof FirstConnectionFields>;

/** The server's prefill as form values; the password is always chosen here. */
export function toFormValues(info: FirstConnectionInfo): FirstConnectionFieldValues {
  return {
    ...info,
    nbEmployees: numberText(info.nbEmployees),
    turnover: numberText(info.turnover),
    password: '',
    passwordConfirmation: '',
  };
}

/** The request body of POST /fo/user/initialization/infos/{token}, the password as its SHA-256. */
export function toFirstConnectionInput(
  values: FirstConnectionFieldOutput,
): FirstConnectionInfoInput {
  // The confirmation stays in the browser; the server only ever sees the SHA-256.
  return { ...withoutConfirmation(values), password: sha256(values.password) };
}
