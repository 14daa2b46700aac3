import { useId, type Ref } from 'react';

/**
 * A one-time code's field, in the look of the app's fields (form-field.css, already loaded with
 * the login form): the numeric keyboard and the code the phone offers from a message for a TOTP
 * code, a plain text field for a recovery code.
 */
export function CodeField({
  label,
  hint,
  value,
  error,
  numeric,
  inputRef,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  error: string | null;
  /** A six-digit code of the authenticator app; a recovery code otherwise. */
  numeric: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const describedBy = error ? `${id}-hint ${id}-message` : `${id}-hint`;
  return (
    <div className={`form-field form-field--${error ? 'invalid' : 'idle'}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <p id={`${id}-hint`} className="form-field__hint">
        {hint}
      </p>
      <div className="form-field__box">
        <input
          ref={inputRef}
          id={id}
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
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <div className="form-field__feedback" aria-live="polite">
        {error && (
          <p id={`${id}-message`} className="form-field__message">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
