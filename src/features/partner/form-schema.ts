/**
 * The partner edit form on top of the contract: the same field rules as the server, the phone
 * always sent (emptied means erased), the password left out when empty and otherwise sent as its
 * SHA-256 (the password itself never leaves the device), with the current password when one's own
 * password or e-mail changes (docs/http-contract.md, "Partner space").
 */
import { sha256 } from 'js-sha256';
import { z } from 'zod';
import { PartnerEditForm, type PartnerUser } from '../../contract/api';
import { optionalNewPasswordSchema } from '../../contract/french-formats';
import { uncommonPassword } from '../../components/form/french-fields';

const contract = PartnerEditForm.shape;

export const PartnerEditFields = z.object({
  lastname: contract.lastname,
  firstname: contract.firstname,
  function: contract.function,
  email: contract.email,
  phone: contract.phone,
  password: uncommonPassword(optionalNewPasswordSchema.unwrap()),
  /** Required (by the form, then the server) only to change one's own password or e-mail. */
  currentPassword: z.string(),
});

/** What the form holds: text in every field. */
export type PartnerEditFieldValues = z.input<typeof PartnerEditFields>;
/** What a valid form gives: trimmed text and a phone written "0X XX XX XX XX". */
export type PartnerEditFieldOutput = z.output<typeof PartnerEditFields>;

/** The person's current details as form values; a new password is only ever typed here. */
export function toFormValues(person: PartnerUser): PartnerEditFieldValues {
  return {
    lastname: person.lastname,
    firstname: person.firstname,
    function: person.function ?? '',
    email: person.email,
    phone: person.phone ?? '',
    password: '',
    currentPassword: '',
  };
}

/** Whether the values change what opens the account: a new password, or another e-mail. */
export function changesCredentials(
  values: Pick<PartnerEditFieldValues, 'password' | 'email'>,
  savedEmail: string,
): boolean {
  return Boolean(values.password) || values.email.trim().toLowerCase() !== savedEmail;
}

/** The body of POST /fo/partner/editProfile for `userId`. */
export function toPartnerEditForm(userId: number, values: PartnerEditFieldOutput): PartnerEditForm {
  return {
    userId,
    firstname: values.firstname,
    lastname: values.lastname,
    function: values.function,
    email: values.email,
    phone: values.phone ?? '',
    ...(values.password ? { password: sha256(values.password) } : {}),
    ...(values.currentPassword ? { currentPassword: sha256(values.currentPassword) } : {}),
  };
}

/** "Émilie Roux", as the page names a person. */
export function fullName(person: Pick<PartnerUser, 'firstname' | 'lastname'>): string {
  return `${person.firstname} ${person.lastname}`.trim();
}
