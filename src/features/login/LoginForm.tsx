import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { z } from 'zod';
import { currentPasswordSchema, emailSchema } from '../../contract/french-formats';
import { FormField, useZodForm } from '../../components/form';
import { sessionQueryOptions, login } from '../auth/api';
import { SAVING_ROLES, effectiveUser } from '../auth/roles';
import { isMobileBrowser } from './is-mobile-browser';

export const LOGIN_FAILED_MESSAGE = 'Identifiant ou mot de passe incorrect.';
const UNREACHABLE_MESSAGE =
  'Connexion impossible pour le moment. Vérifiez votre réseau et réessayez.';

const LoginFields = z.object({ email: emailSchema, password: currentPasswordSchema });
type LoginFields = z.input<typeof LoginFields>;

export function LoginForm({ redirectTo }: { redirectTo: string | undefined }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(LoginFields, {
    defaultValues: { email: '', password: '' } satisfies LoginFields,
  });

  const submit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    let answer;
    try {
      answer = await login(email, password);
    } catch {
      setFailure(UNREACHABLE_MESSAGE);
      return;
    }
    // The server's own text is never shown (SPEC.md section 8).
    if (!answer.success) {
      setFailure(LOGIN_FAILED_MESSAGE);
      return;
    }
    const user = answer.connectedUser;
    queryClient.setQueryData(sessionQueryOptions.queryKey, user);
    if (answer.redirectUrl === '/bo') {
      window.location.assign('/bo'); // the back office is a server page, outside the app
      return;
    }
    const customer = SAVING_ROLES.includes(effectiveUser(user).roleId);
    const target =
      redirectTo ?? (customer && isMobileBrowser() ? '/saving/offer-list' : answer.redirectUrl);
    await router.navigate({ href: target, replace: true });
  });

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-describedby="login-failure">
      <FormField
        control={form.control}
        name="email"
        type="email"
        label="Adresse e-mail"
        autoComplete="username"
        required
        maxLength={254}
      />
      <FormField
        control={form.control}
        name="password"
        type="password"
        label="Mot de passe"
        autoComplete="current-password"
        required
      />
      <div id="login-failure" className="auth-form__failure" role="alert">
        {failure}
      </div>
      <button
        className="button button--primary"
        type="submit"
        disabled={form.formState.isSubmitting}
      >
        {form.formState.isSubmitting ? 'Connexion…' : 'Se connecter'}
      </button>
      <Link className="auth-form__link" to="/resetPassword">
        Mot de passe oublié ?
      </Link>
    </form>
  );
}
