/**
 * The profile form on top of the contract: the server's own field rules, numbers typed as text
 * and converted, and an optional new password typed twice then sent as its SHA-256 (left out when
 * empty), with the current password when the password or the e-mail changes.
 */
import { sha256 } from 'js-sha256';
import { z } from 'zod';
import { ProfileInput, type ProfileInfo } from '../../contract/api';
import { optionalNewPasswordSchema } from '../../contract/french-formats';
import {
  numberAsText,
  PasswordConfirmation,
  uncommonPassword,
} from '../../components/form/french-fields';

/** The server's own words for the same refusal (400 on `email`). */
export const EMAIL_TAKEN_MESSAGE = 'Cette adresse e-mail est déjà utilisée.';

const contract = ProfileInput.shape;

const Details = z.object({
  siret: contract.siret,
  companyName: contract.companyName,
  nbOfEmployees: numberAsText(contract.nbOfEmployees),
  turnover: numberAsText(contract.turnover),
  numberAndStreet: contract.numberAndStreet,
  zipCode: contract.zipCode,
  town: contract.town,
  mainContactLastName: contract.mainContactLastName,
  mainContactFirstName: contract.mainContactFirstName,
  function: contract.function,
  email: contract.email,
  phoneNumber: contract.phoneNumber,
  password: uncommonPassword(optionalNewPasswordSchema.unwrap()),
  /** Required (by the form, then the server) only to change the password or the e-mail. */
  currentPassword: z.string(),
});

export const ProfileFields = z.intersection(Details, PasswordConfirmation);

/** What the form holds: text in every field. */
export type ProfileFieldValues = z.input<typeof ProfileFields>;
/** What a valid form gives: normalised text and real numbers. */
export type ProfileFieldOutput = z.output<typeof ProfileFields>;

const numberText = (value: number | null) => (value === null ? '' : String(value));

/** The server's profile as form values; the password fields always start empty. */
export function toFormValues(info: ProfileInfo): ProfileFieldValues {
  return {
    siret: info.siret,
    companyName: info.companyName,
    nbOfEmployees: numberText(info.nbOfEmployees),
    turnover: numberText(info.turnover),
    numberAndStreet: info.numberAndStreet,
    zipCode: info.zipCode,
    town: info.town,
    mainContactLastName: info.mainContactLastName,
    mainContactFirstName: info.mainContactFirstName,
    function: info.function,
    email: info.email,
    phoneNumber: info.phoneNumber,
    password: '',
    passwordConfirmation: '',
    currentPassword: '',
  };
}

/**
 * Whether the values change what opens the account, a new password or another e-mail: the
 * current password must then prove it (docs/http-contract.md, "Proven changes").
 */
export function changesCredentials(
  values: Pick<ProfileFieldValues, 'password' | 'email'>,
  savedEmail: string,
): boolean {
  return values.password !== '' || values.email.trim().toLowerCase() !== savedEmail;
}

/** The body of POST /fo/user/saveProfile: an empty password is left out (it does not change). */
export function toProfileInput(values: ProfileFieldOutput): ProfileInput {
  const input: ProfileInput = {
    siret: values.siret,
    companyName: values.companyName,
    nbOfEmployees: values.nbOfEmployees,
    turnover: values.turnover,
    numberAndStreet: values.numberAndStreet,
    zipCode: values.zipCode,
    town: values.town,
    mainContactLastName: values.mainContactLastName,
    mainContactFirstName: values.mainContactFirstName,
    function: values.function,
    email: values.email,
    phoneNumber: values.phoneNumber,
  };
  // The confirmation stays in the browser; the server only ever sees the SHA-256.
  if (values.password !== '') input.password = sha256(values.password);
  if (values.currentPassword !== '') input.currentPassword = sha256(values.currentPassword);
  return input;
}
