import { useEffect } from 'react';
import type { Control, FieldPathByValue, Path, UseFormReturn } from 'react-hook-form';
import { PASSWORD_RULES } from '../../contract/french-checks';
import { FormField } from './form-field';
import { FormPasswordStrength } from './password-strength/PasswordStrength';

interface PasswordPair {
  password: string;
  passwordConfirmation: string;
}

/**
 * A new password and its confirmation, for a form whose schema checks them with
 * `PasswordConfirmation` (french-fields.ts) and the password with `uncommonPassword`
 * (password-strength/strength.ts), with the strength meter under them.
 */
export function NewPasswordFields<TValues extends PasswordPair, TContext, TTransformed>({
  control,
  labels,
  required = false,
}: {
  control: Control<TValues, TContext, TTransformed>;
  labels: { password: string; confirmation: string };
  /** Optional where an empty pair keeps the current password. */
  required?: boolean;
}) {
  type TextField = FieldPathByValue<TValues, string | undefined>;
  return (
    <>
      <FormField
        control={control}
        name={'password' as TextField}
        type="password"
        label={labels.password}
        hint={PASSWORD_RULES}
        autoComplete="new-password"
        required={required}
        maxLength={128}
      />
      <FormField
        control={control}
        name={'passwordConfirmation' as TextField}
        type="password"
        label={labels.confirmation}
        hint="Saisissez le même mot de passe une seconde fois."
        autoComplete="new-password"
        required={required}
        maxLength={128}
      />
      <FormPasswordStrength control={control} name={'password' as TextField} />
    </>
  );
}

/** A confirmation already typed is compared again whenever the password changes. */
export function useConfirmationFollowsPassword<
  TValues extends PasswordPair,
  TContext,
  TTransformed,
>(
  form: Pick<UseFormReturn<TValues, TContext, TTransformed>, 'watch' | 'getFieldState' | 'trigger'>,
) {
  useEffect(() => {
    const confirmation = 'passwordConfirmation' as Path<TValues>;
    const subscription = form.watch((_values, { name }) => {
      if (name === 'password' && form.getFieldState(confirmation).isTouched) {
        void form.trigger(confirmation);
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
