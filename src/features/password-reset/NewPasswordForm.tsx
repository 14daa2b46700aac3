import { useEffect, useState } from 'react';
import { FormFailure, SubmitButton } from '../../components/form/form-end';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PASSWORD_RULES } from '../../contract/french-checks';
import { FormField, useZodForm } from '../../components/form';
import { FormPasswordStrength } from '../../components/form/password-strength/PasswordStrength';
import { useToast } from '../../components/toast';
import { HttpError, NetworkError } from '../../lib/http';
import { resetPassword, resetTokenQueryOptions } from './api';
import { EMPTY_NEW_PASSWORD, NewPasswordFields } from './new-password-fields';

export const PASSWORD_CHANGED_MESSAGE =
  'Votre mot de passe a été modifié. Vous pouvez vous connecter.';
const FAILED_MESSAGE = 'Votre mot de passe n’a pas pu être modifié. Réessayez dans un instant.';

type NewPasswordFormProps = { email: string; token: string };

/** The new password for the account of a valid reset link, then back to the login page. */
export function NewPasswordForm({ email, token }: NewPasswordFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(NewPasswordFields, { defaultValues: EMPTY_NEW_PASSWORD });

  // A confirmation already typed is compared again whenever the password changes.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name === 'password' && form.getFieldState('confirmation').isTouched) {
        void form.trigger('confirmation');
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword(email, token, password);
    } catch (error) {
      if (error instanceof HttpError && error.status === 400 && error.body) {
        setFailure(error.body.message);
      } else if (error instanceof NetworkError) {
        setFailure(error.message);
      } else {
        setFailure(FAILED_MESSAGE);
      }
      return;
    }
    // The link is spent: a later visit must ask the server again.
    queryClient.removeQueries({ queryKey: resetTokenQueryOptions(token).queryKey });
    toast.show(PASSWORD_CHANGED_MESSAGE, { kind: 'success' });
    await navigate({ to: '/login', replace: true });
  });

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-describedby="reset-failure">
      {/* Lets password managers store the new password under the right account. */}
      <input hidden type="email" name="username" autoComplete="username" value={email} readOnly />
      <FormField
        control={form.control}
        name="password"
        type="password"
        label="Nouveau mot de passe"
        hint={PASSWORD_RULES}
        autoComplete="new-password"
        required
        maxLength={128}
      />
      <FormField
        control={form.control}
        name="confirmation"
        type="password"
        label="Confirmation du nouveau mot de passe"
        autoComplete="new-password"
        required
        maxLength={128}
      />
      <FormPasswordStrength control={form.control} name="password" />
      <FormFailure id="reset-failure">{failure}</FormFailure>
      <SubmitButton busy={form.formState.isSubmitting} label="Enregistrer mon mot de passe" />
    </form>
  );
}
