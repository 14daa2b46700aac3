import { useEffect, useRef, useState } from 'react';
import { SubmitButton } from '../../components/form/form-end';
import { Link } from '@tanstack/react-router';
import { z } from 'zod';
import { emailSchema } from '../../contract/french-formats';
import { FormField, useZodForm } from '../../components/form';
import { PrerenderedAuthForm } from '../../components/form/prerendered-auth-form';
import { NetworkError } from '../../lib/http';
import { requestPasswordReset } from './api';

export const REQUEST_SENT_MESSAGE =
  'Si un compte existe pour cette adresse, vous allez recevoir un e-mail contenant un lien pour choisir un nouveau mot de passe. Ce lien est valable 1 heure.';
const UNREACHABLE_MESSAGE =
  'Votre demande n’a pas pu être envoyée. Vérifiez votre connexion et réessayez.';

const RequestFields = z.object({ email: emailSchema });
type RequestFields = z.input<typeof RequestFields>;

/** "Mot de passe oublié": asks for the e-mail, then answers the same whatever the server says. */
export function RequestResetForm() {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const form = useZodForm(RequestFields, {
    defaultValues: { email: '' } satisfies RequestFields,
  });

  // The form is gone once sent: the focus goes to the message that replaced it.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email);
    } catch (error) {
      // Only a request that never reached the server is worth saying: any answer it gives must
      // look the same, or the page would tell which addresses have an account.
      if (error instanceof NetworkError) {
        setFailure(UNREACHABLE_MESSAGE);
        return;
      }
    }
    setSent(true);
  });

  if (sent) {
    return (
      <div className="password-reset__result">
        <h2 ref={confirmation} tabIndex={-1} className="password-reset__result-title">
          Demande envoyée
        </h2>
        <p>{REQUEST_SENT_MESSAGE}</p>
        <p className="password-reset__note">
          Pensez à vérifier vos courriers indésirables si vous ne le voyez pas dans quelques
          minutes.
        </p>
        <Link className="button button--primary" to="/login">
          Retour à la connexion
        </Link>
      </div>
    );
  }

  return (
    <PrerenderedAuthForm
      failureId="reset-request-failure"
      failure={failure}
      onSubmit={submit}
      submit={
        <SubmitButton
          busy={form.formState.isSubmitting}
          label="Recevoir un lien par e-mail"
          busyLabel="Envoi en cours…"
        />
      }
      link={{ to: '/login', label: 'Retour à la connexion' }}
    >
      <FormField
        control={form.control}
        name="email"
        type="email"
        label="Adresse e-mail"
        hint="L’adresse avec laquelle vous vous connectez."
        autoComplete="username"
        required
        maxLength={254}
      />
    </PrerenderedAuthForm>
  );
}
