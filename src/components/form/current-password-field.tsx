import type {
  Control,
  FieldPathByValue,
  FieldValues,
  Path,
  UseFormSetError,
} from 'react-hook-form';
import { FormField } from './form-field';
import { SERVER_ERROR_TYPE } from './server-errors';

export const CURRENT_PASSWORD_LABEL = 'Mot de passe actuel';
export const CURRENT_PASSWORD_HINT =
  'Pour changer votre mot de passe ou votre adresse e-mail, confirmez d’abord qu’il s’agit bien de vous.';
/** The server's words when it is missing (400 on `currentPassword`). */
export const CURRENT_PASSWORD_REQUIRED_MESSAGE =
  'Saisissez votre mot de passe actuel pour changer de mot de passe ou d’adresse e-mail.';

/**
 * The current password a change of password or e-mail needs (docs/http-contract.md, "Proven
 * changes"), sent as its SHA-256 like any password.
 */
export function CurrentPasswordField<TValues extends FieldValues, TContext, TTransformed>({
  control,
  name,
}: {
  control: Control<TValues, TContext, TTransformed>;
  name: FieldPathByValue<TValues, string | undefined>;
}) {
  return (
    <FormField
      control={control}
      name={name}
      type="password"
      label={CURRENT_PASSWORD_LABEL}
      hint={CURRENT_PASSWORD_HINT}
      autoComplete="current-password"
      required
      maxLength={128}
    />
  );
}

/**
 * Whether the values change what opens the account, a new password or another e-mail: the
 * current password must then prove it (docs/http-contract.md, "Proven changes").
 */
export function changesCredentials(
  values: { password?: string; email: string },
  savedEmail: string,
): boolean {
  return Boolean(values.password) || values.email.trim().toLowerCase() !== savedEmail;
}

/** Marks the current password as missing and moves the focus to it. */
export function askForCurrentPassword<TValues extends { currentPassword: string }>(
  setError: UseFormSetError<TValues>,
): void {
  setError(
    'currentPassword' as Path<TValues>,
    { type: SERVER_ERROR_TYPE, message: CURRENT_PASSWORD_REQUIRED_MESSAGE },
    { shouldFocus: true },
  );
}
