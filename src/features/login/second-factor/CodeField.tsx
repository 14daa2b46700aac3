import type { Ref } from 'react';
import type { CodeSubmission } from './use-code-submission';
import { FieldFrame, useFieldIds } from '../../../components/form/field-frame';

/**
 * A one-time code's field, in the look of the app's fields (form-field.css, already loaded with
 * the login form): the numeric keyboard and the code the phone offers from a message for a TOTP
 * code, a plain text field for a recovery code.
 */
export function CodeField({
  label,
  hint,
  numeric,
  submission,
  inputRef,
}: {
  label: string;
  hint: string;
  /** A six-digit code of the authenticator app; a recovery code otherwise. */
  numeric: boolean;
  /** The code typed, its message and its changes. */
  submission: Pick<CodeSubmission, 'code' | 'fieldError' | 'change'>;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { code: value, fieldError: error, change: onChange } = submission;
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame
      ids={ids}
      status={error ? 'invalid' : 'idle'}
      label={label}
      hint={hint}
      message={error}
    >
      <input
        ref={inputRef}
        id={ids.control}
        name={numeric ? 'code' : 'recovery-code'}
        className="form-field__control"
        type="text"
        inputMode={numeric ? 'numeric' : 'text'}
        autoComplete={numeric ? 'one-time-code' : 'off'}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={numeric ? 6 : 16}
        aria-required
        aria-invalid={error !== null}
        aria-describedby={ids.describedBy}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
