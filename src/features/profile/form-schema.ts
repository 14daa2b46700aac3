/**
 * The profile form on top of the contract: the server's own field rules, numbers typed as text
 * and converted, and an optional new password typed twice then sent as its SHA-256 (left out when
 * empty), with the current password when the password or the e-mail changes.
 */
import { sha256 } from 'js-sha256';
import { z } from 'zod';
import { ProfileInput, type ProfileInfo } from '../../contract/api';
import {
  numberAsText,
  numberText,
  PasswordConfirmation,
  provenCredentials,
  withoutConfirmation,
} from '../../components/form/french-fields';

/** The server's own words for the same refusal (400 on `email`). */
export const EMAIL_TAKEN_MESSAGE = 'Cette adresse e-mail est déjà utilisée.';

const Details = ProfileInput.extend({
  nbOfEmployees: numberAsText(ProfileInput.shape.nbOfEmployees),
  turnover: numberAsText(ProfileInput.shape.turnover),
  ...provenCredentials,
});

export const ProfileFields = z.intersection(Details, PasswordConfirmation);

/** What the form holds: text in every field. */
export type ProfileFieldValues = z.input<typeof ProfileFields>;
/** What a valid form gives: normalised text and real numbers. */
export type ProfileFieldOutput = z.output<typeof ProfileFields>;

/** The profile payload's names of the company and contact fields (see CompanyFieldsets). */
export const PROFILE_FIELD_NAMES = {
  employees: 'nbOfEmployees',
  street: 'numberAndStreet',
  postalCode: 'zipCode',
  lastname: 'mainContactLastName',
  firstname: 'mainContactFirstName',
  phone: 'phoneNumber',
} as const;

/** The server's profile as form values; the password fields always start empty. */
export function toFormValues(info: ProfileInfo): ProfileFieldValues {
  return {
    ...info,
    nbOfEmployees: numberText(info.nbOfEmployees),
    turnover: numberText(info.turnover),
    password: '',
    passwordConfirmation: '',
    currentPassword: '',
  };
}

/** The body of POST /fo/user/saveProfile: an empty password is left out (it does not change). */
export function toProfileInput(values: ProfileFieldOutput): ProfileInput {
  const input: ProfileInput = withoutConfirmation(values);
  delete input.password;
  delete input.currentPassword;
  // The confirmation stays in the browser; the server only ever sees the SHA-256.
  if (values.password !== '') input.password = sha256(values.password);
  if (values.currentPassword !== '') input.currentPassword = sha256(values.currentPassword);
  return input;
}
