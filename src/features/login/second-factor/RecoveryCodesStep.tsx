import { RecoveryCodes } from '../../../components/second-factor/RecoveryCodes';
import type { SignedIn } from './use-code-submission';
import { useFocusOnMount } from './use-focus-on-mount';

/** The ten recovery codes of a new enrolment, shown this once before the back office opens. */
export function RecoveryCodesStep({
  answer,
  onContinue,
}: {
  answer: SignedIn;
  onContinue: () => void;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="auth-form" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" ref={heading} tabIndex={-1}>
        Vos codes de secours
      </h2>
      <p className="auth-card__lead">
        La double authentification est activée. Gardez ces dix codes en lieu sûr : chacun permet une
        connexion si vous n’avez plus votre téléphone, une seule fois. Ils ne seront plus affichés.
      </p>
      <RecoveryCodes
        codes={answer.recoveryCodes ?? []}
        email={answer.connectedUser.email}
        buttonClassName="button button--secondary"
      />
      <button type="button" className="button button--primary" onClick={onContinue}>
        J’ai conservé mes codes, continuer
      </button>
    </section>
  );
}
