import { useEffect, useRef, useState } from 'react';
import type { TotpEnrolment } from '../../../contract/api';
import { SubmitButton } from '../../../components/form/form-end';
import { TotpSecret } from '../../../components/second-factor/TotpSecret';
import { HttpError } from '../../../lib/http';
import { fetchEnrolment } from './api';
import { CodeField } from './CodeField';
import { CodeForm, SECOND_FACTOR_TITLE_ID } from './CodeForm';
import { RecoveryCodesStep } from './RecoveryCodesStep';
import { useCodeSubmission, type SecondStepProps, type SignedIn } from './use-code-submission';
import { useFocusOnMount } from './use-focus-on-mount';

/**
 * An admin without a second factor, where one is required (production): it scans the QR code,
 * confirms with a first code, then gets its ten recovery codes before going on.
 */
export function EnrolmentStep({ challenge, onSignedIn, onRestart }: SecondStepProps) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState<SignedIn | null>(null);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const field = useRef<HTMLInputElement>(null);
  const submission = useCodeSubmission(challenge, setSignedIn);
  // Each request makes a new secret: asked once, even when React runs the effect twice.
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    fetchEnrolment(challenge).then(setEnrolment, (error: unknown) =>
      setLoadFailure(
        error instanceof HttpError
          ? error.message
          : 'Connexion impossible pour le moment. Vérifiez votre réseau et réessayez.',
      ),
    );
  }, [challenge]);

  if (signedIn) {
    return <RecoveryCodesStep answer={signedIn} onContinue={() => onSignedIn(signedIn)} />;
  }

  return (
    <CodeForm
      onSubmit={(event) => void submission.submit(event, 'totp', () => field.current?.focus())}
      failure={submission.failure ?? loadFailure}
      restart={submission.expired || Boolean(loadFailure)}
      onRestart={onRestart}
      submit={
        <SubmitButton
          busy={submission.busy}
          disabled={!enrolment}
          label="Activer"
          busyLabel="Vérification…"
        />
      }
    >
      <h2 id={SECOND_FACTOR_TITLE_ID} ref={heading} tabIndex={-1}>
        Activer la double authentification
      </h2>
      <p className="auth-card__lead">
        Votre compte d’administrateur demande un code en plus du mot de passe. Scannez ce QR code
        avec une application d’authentification (Google Authenticator, Microsoft Authenticator,
        FreeOTP…), puis saisissez le code qu’elle affiche.
      </p>
      {enrolment ? (
        <TotpSecret enrolment={enrolment} />
      ) : (
        <p role="status">{loadFailure ? null : 'Préparation du QR code…'}</p>
      )}
      <CodeField
        label="Code de vérification"
        hint="Les 6 chiffres affichés par l’application après l’ajout du compte."
        numeric
        submission={submission}
        inputRef={field}
      />
    </CodeForm>
  );
}
