import type { FormEventHandler, ReactNode } from 'react';
import { FormFailure } from '../../../components/form/form-end';

/** The second step's title, which names its form. */
export const SECOND_FACTOR_TITLE_ID = 'second-factor-title';

/**
 * A second step's form: its title and code field, why the code was refused, then its submit
 * button, or « Recommencer la connexion » once the step cannot go on (an expired challenge).
 */
export function CodeForm({
  onSubmit,
  failure,
  restart,
  onRestart,
  submit,
  children,
  after,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: string | null;
  /** The sign-in must start again: the submit button gives way to the restart. */
  restart: boolean;
  onRestart: () => void;
  submit: ReactNode;
  children: ReactNode;
  /** Below the buttons (another kind of code). */
  after?: ReactNode;
}) {
  return (
    <form
      className="auth-form"
      noValidate
      aria-labelledby={SECOND_FACTOR_TITLE_ID}
      onSubmit={onSubmit}
    >
      {children}
      <FormFailure>{failure}</FormFailure>
      {restart ? (
        <button type="button" className="button button--primary" onClick={onRestart}>
          Recommencer la connexion
        </button>
      ) : (
        submit
      )}
      {after}
    </form>
  );
}
