/**
 * The account form's values and the API's bodies, one from the other: the form edits strings
 * only (a select's value included), the API takes the partner's id as a number and an empty
 * company as none. The form is checked by the contract's own schemas, through these.
 */
import { z } from 'zod';
import type { Role } from '../../../contract/api';
import {
  BoUserInput,
  BoUserUpdate,
  type BoUser,
} from '../../../contract/back-office/schemas/users';

/**
 * What the form edits: `role` is '' until one is chosen, `partnerId` is the partner's id as the
 * select gives it (or '').
 */
const FormStrings = z.object({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.string(),
  companyName: z.string(),
  partnerId: z.string(),
});
export type UserFormValues = z.input<typeof FormStrings>;

export const emptyUserValues = (): UserFormValues => ({
  email: '',
  firstname: '',
  lastname: '',
  role: '',
  companyName: '',
  partnerId: '',
});

export function userFormValues(user: BoUser): UserFormValues {
  return {
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    role: user.role,
    companyName: user.companyName ?? '',
    partnerId: user.partnerId === null ? '' : String(user.partnerId),
  };
}

/**
 * The form's strings as the API reads them: a number for a chosen partner, null for none. The
 * partner's select shows for a partner's user only: a partner left in it from another role is
 * not sent.
 */
function forApi(values: UserFormValues): z.input<typeof BoUserInput> {
  return {
    ...values,
    // Still unchecked: the contract's schema that follows refuses anything but a role.
    role: values.role as Role,
    companyName: values.companyName.trim() === '' ? null : values.companyName,
    partnerId:
      values.role === 'PARTNER' && values.partnerId !== '' ? Number(values.partnerId) : null,
  };
}

/** A new account: the form's values checked as `POST /bo/api/users` checks its body. */
export const NewUserForm = FormStrings.transform(forApi).pipe(BoUserInput);

/** An account's changes: the same without the e-mail, which does not change. */
export const UserUpdateForm = FormStrings.transform(
  // The e-mail goes along unread: the schema keeps only the fields it knows.
  (values): z.input<typeof BoUserUpdate> => forApi(values),
).pipe(BoUserUpdate);
