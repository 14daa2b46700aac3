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
  PasswordConfirmation,
  uncommonPassword,
} from '../../components/form/french-fields';

const contract = FirstConnectionInfoInput.shape;

const Details = z.object({
  siret: contract.siret,
  companyName: contract.companyName,
  activity: contract.activity,
  nbEmployees: numberAsText(contract.nbEmployees),
  turnover: numberAsText(contract.turnover),
  streetAndNumber: contract.streetAndNumber,
  postalCode: contract.postalCode,
  town: contract.town,
  lastname: contract.lastname,
  firstname: contract.firstname,
  function: contract.function,
  phone: contract.phone,
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
    siret: info.siret,
    companyName: info.companyName,
    activity: info.activity,
    nbEmployees: info.nbEmployees === null ? '' : String(info.nbEmployees),
    turnover: info.turnover === null ? '' : String(info.turnover),
    streetAndNumber: info.streetAndNumber,
    postalCode: info.postalCode,
    town: info.town,
    lastname: info.lastname,
    firstname: info.firstname,
    function: info.function,
    phone: info.phone,
    password: '',
    passwordConfirmation: '',
  };
}

/** The request body of POST /fo/user/initialization/infos/{token}, the password as its SHA-256. */
export function toFirstConnectionInput(
  values: FirstConnectionFieldOutput,
): FirstConnectionInfoInput {
  return {
    siret: values.siret,
    companyName: values.companyName,
    activity: values.activity,
    nbEmployees: values.nbEmployees,
    turnover: values.turnover,
    streetAndNumber: values.streetAndNumber,
    postalCode: values.postalCode,
    town: values.town,
    lastname: values.lastname,
    firstname: values.firstname,
    function: values.function,
    phone: values.phone,
    // The confirmation stays in the browser; the server only ever sees the SHA-256.
    password: sha256(values.password),
  };
}
