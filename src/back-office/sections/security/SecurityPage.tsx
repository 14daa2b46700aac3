/**
 * « Sécurité »: the admin's own second factor (docs/back-office/second-factor.md). It enrols an
 * authenticator app (QR code, secret as text, first code), sees whether it is on and how many
 * recovery codes are left, gets new recovery codes, or turns it off, each change proven by a code.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { TotpEnrolment } from '../../../contract/api';
import { RecoveryCodes } from '../../../components/second-factor/RecoveryCodes';
import { TotpSecret } from '../../../components/second-factor/TotpSecret';
import { sessionQueryOptions } from '../../app/session';
import { FormError, PageHeader } from '../../components';
import { errorMessage } from '../../http';
import {
  confirmEnrolment,
  disableSecondFactor,
  renewRecoveryCodes,
  secondFactorChanged,
  secondFactorQueryOptions,
  startEnrolment,
} from './api';
import { CodeForm } from './CodeForm';
import './security.css';

export const SECURITY_TITLE = 'Sécurité';
const CODE_OR_RECOVERY_HINT =
  'Les 6 chiffres de votre application d’authentification, ou l’un de vos codes de secours.';

const DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

/**
 * A heading that takes the focus when it appears: the new step of the page is announced. Each
 * step gives its own `key`, so that a step following another mounts a heading of its own.
 */
function StepHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}

export function SecurityPage() {
  const queryClient = useQueryClient();
  const { data: state } = useSuspenseQuery(secondFactorQueryOptions);
  const { data: session } = useSuspenseQuery(sessionQueryOptions);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  /** New recovery codes to show once; `renewed` when they replace earlier ones. */
  const [codes, setCodes] = useState<{ list: string[]; renewed: boolean } | null>(null);
  const [startError, setStartError] = useState<string | null>(null);

  async function start() {
    setStartError(null);
    try {
      setEnrolment(await startEnrolment());
    } catch (error) {
      setStartError(errorMessage(error));
    }
  }

  let step;
  if (codes) {
    step = (
      <>
        <StepHeading key="codes">Vos codes de secours</StepHeading>
        <p>
          Gardez ces dix codes en lieu sûr : chacun permet une connexion sans votre téléphone, une
          seule fois. Ils ne seront plus affichés
          {codes.renewed ? ' ; les codes précédents ne fonctionnent plus.' : '.'}
        </p>
        <RecoveryCodes codes={codes.list} email={session.admin.email} buttonClassName="bo-button" />
        <div className="bo-form__actions">
          <button
            type="button"
            className="bo-button bo-button--primary"
            onClick={() => setCodes(null)}
          >
            J’ai conservé mes codes
          </button>
        </div>
      </>
    );
  } else if (enrolment) {
    step = (
      <>
        <StepHeading key="enrolment">Enregistrer votre application</StepHeading>
        <p>
          Scannez ce QR code avec une application d’authentification (Google Authenticator,
          Microsoft Authenticator, FreeOTP…), puis saisissez le code qu’elle affiche.
        </p>
        <TotpSecret enrolment={enrolment} />
        <CodeForm
          label="Code de vérification"
          hint="Les 6 chiffres affichés par l’application après l’ajout du compte."
          submitLabel="Activer la double authentification"
          savedMessage="Double authentification activée."
          onCode={async (code) => {
            const confirmed = await confirmEnrolment(code);
            setEnrolment(null);
            setCodes({ list: confirmed.recoveryCodes, renewed: false });
            secondFactorChanged(queryClient);
          }}
        />
      </>
    );
  } else if (state.enabled) {
    step = (
      <>
        <h2>Nouveaux codes de secours</h2>
        <p>Les dix codes actuels cessent de fonctionner et dix nouveaux sont affichés une fois.</p>
        <CodeForm
          label="Code de vérification ou code de secours"
          hint={CODE_OR_RECOVERY_HINT}
          submitLabel="Générer de nouveaux codes de secours"
          savedMessage="Nouveaux codes de secours générés."
          onCode={async (code) => {
            setCodes({ list: (await renewRecoveryCodes(code)).recoveryCodes, renewed: true });
            secondFactorChanged(queryClient);
          }}
        />
        <h2>Désactiver la double authentification</h2>
        <p>
          {state.required
            ? 'Elle est obligatoire pour les administrateurs : vous enregistrerez une nouvelle application à votre prochaine connexion.'
            : 'Votre mot de passe suffira de nouveau pour vous connecter.'}
        </p>
        <CodeForm
          label="Code de vérification ou code de secours"
          hint={CODE_OR_RECOVERY_HINT}
          submitLabel="Désactiver la double authentification"
          savedMessage="Double authentification désactivée."
          danger
          onCode={async (code) => secondFactorChanged(queryClient, await disableSecondFactor(code))}
        />
      </>
    );
  } else {
    step = (
      <>
        <FormError message={startError} />
        <div className="bo-form__actions">
          <button
            type="button"
            className="bo-button bo-button--primary"
            onClick={() => void start()}
          >
            Activer la double authentification
          </button>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader title={SECURITY_TITLE} />
      <section className="bo-panel bo-security" aria-labelledby="bo-security-state">
        <h2 id="bo-security-state">Double authentification</h2>
        <p role="status">
          {state.enabled
            ? `Activée${state.enabledAt ? ` depuis le ${DATE.format(new Date(state.enabledAt))}` : ''} · ${state.recoveryCodesLeft} code${state.recoveryCodesLeft > 1 ? 's' : ''} de secours restant${state.recoveryCodesLeft > 1 ? 's' : ''}`
            : 'Désactivée'}
        </p>
        <p className="bo-field-hint">
          {state.required
            ? 'En production, chaque administrateur se connecte avec son mot de passe et un code de son application d’authentification.'
            : 'Une fois activée, votre connexion demande, en plus du mot de passe, un code de votre application d’authentification.'}
        </p>
        {step}
      </section>
    </>
  );
}
