/**
 * The strength meter under a new password (docs/http-contract.md, "Passwords checked by the
 * server"): four segments and a word, « Trop courant », « Faible », « Moyen » or « Fort », read
 * out politely by screen readers as it changes. « Trop courant » is what the server refuses; the
 * form's schema refuses it too (`uncommonPassword`), with the server's message.
 */
import { useWatch } from 'react-hook-form';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { STRENGTH_LABELS, STRENGTH_STEPS } from './levels';
import { usePasswordStrength } from './use-password-strength';
import './password-strength.css';

export const STRENGTH_PREFIX = 'Robustesse du mot de passe :';

export function PasswordStrength({ password }: { password: string }) {
  const level = usePasswordStrength(password);
  const steps = level ? STRENGTH_STEPS[level] : 0;
  return (
    <div className="password-strength" data-level={level ?? 'none'}>
      <div className="password-strength__bar" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={
              step <= steps
                ? 'password-strength__step password-strength__step--on'
                : 'password-strength__step'
            }
          />
        ))}
      </div>
      {/* Always present, so that assistive technologies follow it from the start. */}
      <p className="password-strength__text" role="status">
        {level && (
          <>
            {STRENGTH_PREFIX} <strong>{STRENGTH_LABELS[level]}</strong>
          </>
        )}
      </p>
    </div>
  );
}

/** The meter of a form's new-password field, following its value as it is typed. */
export function FormPasswordStrength<TValues extends FieldValues, TContext, TTransformed>({
  control,
  name,
}: {
  control: Control<TValues, TContext, TTransformed>;
  name: FieldPathByValue<TValues, string | undefined>;
}) {
  const password: unknown = useWatch({ control, name });
  return <PasswordStrength password={typeof password === 'string' ? password : ''} />;
}
