/**
 * The form field of SPEC.md sections 2 and 5: a labelled text, e-mail, phone, password, select or
 * textarea control bound to react-hook-form, with a clear button, a show/hide toggle for
 * passwords, and valid/invalid marks with the field's message.
 */
import { useCallback, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { REQUIRED_FIELD_MESSAGE } from '../../contract/french-formats';
import { FieldControl } from './field-control';
import type { ControlAttributes, FieldElement, FieldKind } from './field-control';
import { AlertIcon, CheckIcon, ClearIcon, EyeIcon, EyeOffIcon } from './field-icons';
import { fieldStatus } from './field-status';
import './form-field.css';

export const CLEAR_LABEL = 'Effacer le champ';
export const SHOW_PASSWORD_LABEL = 'Afficher le mot de passe';
export const HIDE_PASSWORD_LABEL = 'Masquer le mot de passe';
export const VALID_LABEL = 'Champ valide';

export type FormFieldProps<TValues extends FieldValues, TContext, TTransformed> = FieldKind & {
  control: Control<TValues, TContext, TTransformed>;
  /** A field holding text: every kind of control edits a string. */
  name: FieldPathByValue<TValues, string | undefined>;
  label: string;
  /** Help shown under the label and read with the field (e.g. the password rules). */
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** Enforced by the control; the valid mark also checks it for values set by the program. */
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
};

export function FormField<TValues extends FieldValues, TContext, TTransformed>(
  props: FormFieldProps<TValues, TContext, TTransformed>,
) {
  const { control, name, label, hint, required = false, disabled = false, maxLength } = props;
  const { field, fieldState, formState } = useController({ control, name });
  const [passwordVisible, setPasswordVisible] = useState(false);

  // The clear button gives the focus back to the control; react-hook-form needs the node too,
  // to focus the first invalid field on submit.
  const element = useRef<FieldElement | null>(null);
  const registerWithForm = field.ref;
  const elementRef = useCallback(
    (node: FieldElement | null) => {
      element.current = node;
      registerWithForm(node);
    },
    [registerWithForm],
  );

  const id = useId();
  const controlId = `${id}-control`;
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;

  const type = props.type ?? 'text';
  const value = typeof field.value === 'string' ? field.value : '';
  const status = fieldStatus({
    value,
    hasError: fieldState.invalid,
    visited: fieldState.isTouched || formState.isSubmitted,
    maxLength,
  });
  const message = status === 'invalid' ? fieldState.error?.message || REQUIRED_FIELD_MESSAGE : '';
  const describedBy = [hint && hintId, message && messageId].filter(Boolean).join(' ');
  const clearable = type !== 'select' && type !== 'password' && value !== '' && !disabled;
  const toggleLabel = passwordVisible ? HIDE_PASSWORD_LABEL : SHOW_PASSWORD_LABEL;

  // `aria-required` rather than `required`: the native check would stop the submission with the
  // browser's own bubble, in place of the French message below the field.
  const attributes: ControlAttributes = {
    id: controlId,
    name: field.name,
    value,
    disabled,
    autoComplete: props.autoComplete,
    'aria-invalid': status === 'invalid',
    'aria-required': required || undefined,
    'aria-describedby': describedBy || undefined,
    onBlur: field.onBlur,
  };

  function clear() {
    field.onChange('');
    element.current?.focus();
  }

  return (
    <div className={`form-field form-field--${status}`}>
      <label className="form-field__label" htmlFor={controlId}>
        {label}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      <div className="form-field__box">
        <FieldControl
          kind={props}
          attributes={attributes}
          maxLength={maxLength}
          placeholder={props.placeholder}
          elementRef={elementRef}
          onValueChange={field.onChange}
          passwordVisible={passwordVisible}
        />
        {clearable && (
          <button
            type="button"
            className="form-field__button"
            aria-label={CLEAR_LABEL}
            onClick={clear}
          >
            <ClearIcon />
          </button>
        )}
        {type === 'password' && (
          <button
            type="button"
            className="form-field__button"
            aria-label={toggleLabel}
            aria-pressed={passwordVisible}
            aria-controls={controlId}
            disabled={disabled}
            onClick={() => setPasswordVisible((visible) => !visible)}
          >
            {passwordVisible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        )}
        {status === 'valid' && (
          <span className="form-field__mark form-field__mark--valid">
            <CheckIcon label={VALID_LABEL} />
          </span>
        )}
        {status === 'invalid' && (
          // The message below says it in words; the icon only repeats it for the eye.
          <span className="form-field__mark form-field__mark--invalid">
            <AlertIcon />
          </span>
        )}
      </div>
      {/* Always in the page, so assistive technologies announce a message when it appears. */}
      <div className="form-field__feedback" aria-live="polite">
        {message && (
          <p id={messageId} className="form-field__message">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
