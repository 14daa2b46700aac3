import { useEffect, useRef, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { FirstConnectionInfo } from '../../contract/api';
import { useZodForm } from '../../components/form';
import { AuthCard } from '../../components/content/AuthCard';
import { useToast } from '../../components/toast';
import { activateAccount, firstConnectionKeys, firstConnectionQueryOptions } from './api';
import { FirstConnectionFields, toFormValues } from './form-schema';
import { InfoStep } from './InfoStep';
import { InterestsStep } from './InterestsStep';
import { Stepper, type StepNumber } from './Stepper';
import './first-connection.css';

export const ACTIVATED_MESSAGE =
  'Votre compte est activé. Connectez-vous avec votre adresse e-mail et votre mot de passe.';
export const INVALID_LINK_MESSAGE =
  'Ce lien de première connexion n’est pas valide ou a déjà été utilisé.';

/** /initialization/{token}: the first connection, or why its link cannot be used. */
export function FirstConnectionPage({ token }: { token: string }) {
  const { data: info } = useSuspenseQuery(firstConnectionQueryOptions(token));
  return info ? <FirstConnection token={token} info={info} /> : <InvalidLink />;
}

function InvalidLink() {
  return (
    <AuthCard
      titleId="first-connection-title"
      title="Lien non valable"
      className="first-connection"
    >
      <p className="first-connection__problem" role="alert">
        {INVALID_LINK_MESSAGE}
      </p>
      <p>
        Si vous avez déjà activé votre compte, connectez-vous avec votre adresse e-mail et votre mot
        de passe.
      </p>
      <Link className="button button--primary" to="/login">
        Aller à la page de connexion
      </Link>
    </AuthCard>
  );
}

function FirstConnection({ token, info }: { token: string; info: FirstConnectionInfo }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [step, setStep] = useState<StepNumber>(1);
  const [selection, setSelection] = useState<ReadonlySet<number> | null>(null);
  // Held here rather than in step 1, so "Précédent" finds every value as the user left it.
  const form = useZodForm(FirstConnectionFields, { defaultValues: toFormValues(info) });

  const stepHeading = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  useEffect(() => {
    // The page opens on its title; later, each new step is announced through its heading.
    if (stepChanged.current) stepHeading.current?.focus();
  }, [step]);

  function goTo(next: StepNumber) {
    stepChanged.current = true;
    setStep(next);
  }

  async function activate(subThemeIds: readonly number[]) {
    await activateAccount(token, subThemeIds);
    toast.show(ACTIVATED_MESSAGE, { kind: 'success' });
    await navigate({ to: '/login', replace: true });
    // The link is spent: forget what it loaded.
    queryClient.removeQueries({ queryKey: firstConnectionKeys.ofToken(token) });
  }

  return (
    <main id="contenu" className="first-connection" tabIndex={-1}>
      <div className="first-connection__card">
        <header className="first-connection__header">
          <img className="auth-card__logo" src="/logo.svg" alt="" width="64" height="64" />
          <h1>Première connexion</h1>
          <p className="auth-card__lead">
            Bienvenue ! En deux étapes, vérifiez vos informations, choisissez votre mot de passe et
            vos centres d’intérêt, puis activez votre compte.
          </p>
          <Stepper current={step} />
        </header>
        {step === 1 ? (
          <InfoStep token={token} form={form} headingRef={stepHeading} onSaved={() => goTo(2)} />
        ) : (
          <InterestsStep
            token={token}
            selection={selection}
            onSelectionChange={setSelection}
            headingRef={stepHeading}
            onBack={() => goTo(1)}
            onActivate={activate}
          />
        )}
      </div>
    </main>
  );
}
