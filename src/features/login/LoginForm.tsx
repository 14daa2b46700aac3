import { lazy, Suspense, useState } from 'react';
import { SubmitButton } from '../../components/form/form-end';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { EMAIL_MESSAGE, REQUIRED_FIELD_MESSAGE, isValidEmail } from '../../contract/french-checks';
// Straight from their modules: the form barrel would also bring react-hook-form and zod.
import { FieldView } from '../../components/form/field-view';
import { useCheckedFields, type FieldCheck } from '../../components/form/use-checked-fields';
import { PrerenderedAuthForm } from '../../components/form/prerendered-auth-form';
import { sessionQueryOptions } from '../../entities/session/api';
import { SAVING_ROLES, effectiveUser } from '../../entities/session/roles';
import type { LoginResponse, SecondFactorStep as Step } from '../../contract/api';
import { HttpError } from '../../lib/http';
import { login } from './api';
import { isMobileBrowser } from './is-mobile-browser';

export const LOGIN_FAILED_MESSAGE = 'Identifiant ou mot de passe incorrect.';
const UNREACHABLE_MESSAGE =
  'Connexion impossible pour le moment. Vérifiez votre réseau et réessayez.';

/** An admin's second step, loaded when asked for: the first screen carries none of it. */
const SecondFactorStep = lazy(() => import('./second-factor/SecondFactorStep'));

type SignedIn = Extract<LoginResponse, { success: true }>;

const LOGIN_CHECKS: Record<'email' | 'password', FieldCheck> = {
  email: (email) => {
    if (email.trim() === '') return REQUIRED_FIELD_MESSAGE;
    return isValidEmail(email) ? undefined : EMAIL_MESSAGE;
  },
  // Never trimmed: spaces are part of a password.
  password: (password) => (password === '' ? REQUIRED_FIELD_MESSAGE : undefined),
};

export function LoginForm({ redirectTo }: { redirectTo: string | undefined }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<{ secondFactor: Step; challenge: string } | null>(null);
  const form = useCheckedFields(LOGIN_CHECKS);

  const submit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    let answer;
    try {
      answer = await login(email, password);
    } catch (error) {
      // Too many failed attempts (429), or the right password of a deactivated account (403):
      // the server's French message says why.
      const told = error instanceof HttpError && (error.status === 429 || error.status === 403);
      setFailure(told ? error.message : UNREACHABLE_MESSAGE);
      return;
    }
    if ('secondFactor' in answer) {
      setPending(answer);
      return;
    }
    // A wrong e-mail or password gets one text, never the server's: it must not tell which.
    if (!answer.success) {
      setFailure(LOGIN_FAILED_MESSAGE);
      return;
    }
    await signedIn(answer);
  });

  async function signedIn(answer: SignedIn) {
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
  }

  if (pending) {
    return (
      <Suspense fallback={<p role="status">Chargement…</p>}>
        <SecondFactorStep
          step={pending.secondFactor}
          challenge={pending.challenge}
          onSignedIn={(answer) => void signedIn(answer)}
          onRestart={() => setPending(null)}
        />
      </Suspense>
    );
  }

  return (
    <PrerenderedAuthForm
      failureId="login-failure"
      failure={failure}
      onSubmit={submit}
      submit={<SubmitButton busy={form.submitting} label="Se connecter" busyLabel="Connexion…" />}
      link={{ to: '/resetPassword', label: 'Mot de passe oublié ?' }}
    >
      <FieldView
        field={form.field('email')}
        type="email"
        label="Adresse e-mail"
        autoComplete="username"
        required
        maxLength={254}
      />
      <FieldView
        field={form.field('password')}
        type="password"
        label="Mot de passe"
        autoComplete="current-password"
        required
      />
    </PrerenderedAuthForm>
  );
}
