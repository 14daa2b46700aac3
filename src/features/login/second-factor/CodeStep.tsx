import { useCallback, useRef, useState } from 'react';
import { SubmitButton } from '../../../components/form/form-end';
import { CodeForm, SECOND_FACTOR_TITLE_ID } from './CodeForm';
import { CodeField } from './CodeField';
import { useCodeSubmission, type SecondStepProps } from './use-code-submission';

/** An enrolled admin's second step: the code of its authenticator app, or a recovery code. */
export function CodeStep({ challenge, onSignedIn, onRestart }: SecondStepProps) {
  const [recovery, setRecovery] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const focusField = () => field.current?.focus();
  const submission = useCodeSubmission(challenge, onSignedIn);

  // The field takes the focus when the step appears and when the kind of code changes: a stable
  // callback ref runs only as an input is mounted, whichever of the two it is.
  const fieldRef = useCallback((node: HTMLInputElement | null) => {
    node?.focus();
    field.current = node;
  }, []);

  function switchKind() {
    setRecovery((previous) => !previous);
    submission.change('');
  }

  return (
    <CodeForm
      onSubmit={(event) =>
        void submission.submit(event, recovery ? 'recovery' : 'totp', focusField)
      }
      failure={submission.failure}
      restart={submission.expired}
      onRestart={onRestart}
      submit={<SubmitButton busy={submission.busy} label="Valider" busyLabel="Vérification…" />}
      after={
        <button type="button" className="button button--ghost" onClick={switchKind}>
          {recovery ? 'Utiliser l’application d’authentification' : 'Utiliser un code de secours'}
        </button>
      }
    >
      <h2 id={SECOND_FACTOR_TITLE_ID}>{recovery ? 'Code de secours' : 'Code de vérification'}</h2>
      {recovery ? (
        <CodeField
          key="recovery"
          label="Code de secours"
          hint="L’un des dix codes reçus lors de l’activation, par exemple ABCDE-23456. Chacun ne sert qu’une fois."
          numeric={false}
          submission={submission}
          inputRef={fieldRef}
        />
      ) : (
        <CodeField
          key="totp"
          label="Code de vérification"
          hint="Les 6 chiffres affichés par votre application d’authentification."
          numeric
          submission={submission}
          inputRef={fieldRef}
        />
      )}
    </CodeForm>
  );
}
