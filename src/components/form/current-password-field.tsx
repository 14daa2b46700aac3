import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { FormField } from './form-field';

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
