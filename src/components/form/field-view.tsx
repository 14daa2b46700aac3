/**
 * The look and behaviour of every form field of the app: a labelled text, e-mail, phone,
 * password, select or textarea control with a clear button, a show/hide toggle for passwords, and
 * valid/invalid marks with the field's message. It holds no form state: `FormField` binds it to
 * react-hook-form, and the login form to its own two values.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { RefCallback } from 'react';
import { REQUIRED_FIELD_MESSAGE } from '../../contract/french-checks';
import { FieldControl } from './field-control';
import type { ControlAttributes, FieldElement, FieldKind } from './field-control';
import { FieldFrame, useFieldIds } from './field-frame';
import { AlertIcon, CheckIcon, ClearIcon, EyeIcon, EyeOffIcon } from './field-icons';
import { fieldStatus } from './field-status';
import '../icon/icon-button.css';
import './form-field.css';

export const CLEAR_LABEL = 'Effacer le champ';
export const SHOW_PASSWORD_LABEL = 'Afficher le mot de passe';
export const HIDE_PASSWORD_LABEL = 'Masquer le mot de passe';
export const VALID_LABEL = 'Champ valide';

/** What the page says about the field, whatever keeps its value. */
export type FieldViewProps = FieldKind & {
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

/** The field's value and state, from whatever keeps them. */
export type FieldBinding = {
  name: string;
  value: string;
  /** The field's message when its value is wrong. */
  error: string | undefined;
  /** Left once by the user, or the form was submitted. */
  visited: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Receives the control's node, for focusing the first invalid field on submit. */
  elementRef?: RefCallback<FieldElement>;
};

export function FieldView(props: FieldViewProps & { field: FieldBinding }) {
  const { field, hint, required = false, disabled = false, maxLength } = props;
  const [passwordVisible, setPasswordVisible] = useState(false);
  // The clear button gives the focus back to the control.
  const element = useRef<FieldElement | null>(null);
  const bindElement = field.elementRef;
  const elementRef = useCallback(
    (node: FieldElement | null) => {
      element.current = node;
      bindElement?.(node);
    },
    [bindElement],
  );

  // A control that holds another text than the form when it appears was typed into before the app
  // took over the page's prerendered HTML (docs/first-screen.md): the form adopts that text, and a
  // control the user has already left (the focus is elsewhere) is checked as if left now.
  useLayoutEffect(() => {
    const control = element.current;
    const typed = control?.value;
    if (typed !== undefined && typed !== field.value) {
      field.onChange(typed);
      if (document.activeElement !== control) field.onBlur();
    }
    // Once, as the control appears: later, every keystroke goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const type = props.type ?? 'text';
  const value = field.value;
  const status = fieldStatus({
    value,
    hasError: field.error !== undefined,
    visited: field.visited,
    maxLength,
  });
  const message = status === 'invalid' ? field.error || REQUIRED_FIELD_MESSAGE : '';
  const ids = useFieldIds(hint, message);
  const clearable = type !== 'select' && type !== 'password' && value !== '' && !disabled;
  const toggleLabel = passwordVisible ? HIDE_PASSWORD_LABEL : SHOW_PASSWORD_LABEL;

  // `aria-required` rather than `required`: the native check would stop the submission with the
  // browser's own bubble, in place of the French message below the field.
  const attributes: ControlAttributes = {
    id: ids.control,
    name: field.name,
    value,
    disabled,
    autoComplete: props.autoComplete,
    'aria-invalid': status === 'invalid',
    'aria-required': required || undefined,
    'aria-describedby': ids.describedBy,
    onBlur: field.onBlur,
  };

  function clear() {
    field.onChange('');
    element.current?.focus();
  }

  return (
    // The frame reads the label, the hint and `required` from the view's props.
    <FieldFrame {...props} ids={ids} status={status} message={message}>
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
          className="icon-button form-field__button"
          aria-label={CLEAR_LABEL}
          onClick={clear}
        >
          <ClearIcon />
        </button>
      )}
      {type === 'password' && (
        <button
          type="button"
          className="icon-button form-field__button"
          aria-label={toggleLabel}
          aria-pressed={passwordVisible}
          aria-controls={ids.control}
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
    </FieldFrame>
  );
}
