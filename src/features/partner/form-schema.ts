/**
 * The partner edit form on top of the contract: the same field rules as the server, the phone
 * always sent (emptied means erased), the password left out when empty and otherwise sent as its
 * SHA-256 (the password itself never leaves the device), with the current password when one's own
 * password or e-mail changes (docs/http-contract.md, "Partner space").
 */
import { sha256 } from 'js-sha256';
import type { z } from 'zod';
import { PartnerEditForm, type PartnerUser } from '../../contract/api';
import { provenCredentials } from '../../components/form/french-fields';

export const PartnerEditFields = PartnerEditForm.omit({ userId: true }).extend(provenCredentials);

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

/** The body of POST /fo/partner/editProfile for `userId`. */
export function toPartnerEditForm(userId: number, values: PartnerEditFieldOutput): PartnerEditForm {
  const { password, currentPassword, ...details } = values;
  return {
    ...details,
    userId,
    phone: values.phone ?? '',
    ...(password ? { password: sha256(password) } : {}),
    ...(currentPassword ? { currentPassword: sha256(currentPassword) } : {}),
  };
}

/** "Émilie Roux", as the page names a person. */
export function fullName(person: Pick<PartnerUser, 'firstname' | 'lastname'>): string {
  return `${person.firstname} ${person.lastname}`.trim();
}
