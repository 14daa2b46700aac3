/**
 * The native control inside a form field, chosen by the field's `type`. Labels, marks and messages
 * belong to `FormField`; this file only knows how each kind of control is written.
 */
import type { HTMLAttributes, RefCallback } from 'react';

export const SELECT_PLACEHOLDER = 'Choisir une valeur';

export type SelectOption = { value: string; label: string };

export type FieldKind =
  | { type?: 'text' | 'email' | 'tel' }
  | { type: 'password' }
  | { type: 'select'; options: readonly SelectOption[] }
  | { type: 'textarea'; rows?: number };

export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What every kind of control receives from the field: identity, value, state and ARIA links. */
export type ControlAttributes = {
  id: string;
  name: string;
  value: string;
  disabled?: boolean;
  autoComplete?: string;
  'aria-invalid': boolean;
  'aria-required'?: boolean;
  'aria-describedby'?: string;
  onBlur: () => void;
};

type FieldControlProps = {
  kind: FieldKind;
  attributes: ControlAttributes;
  /** Not for a select, which has neither. */
  maxLength?: number;
  placeholder?: string;
  elementRef: RefCallback<FieldElement>;
  onValueChange: (value: string) => void;
  passwordVisible: boolean;
};

type InputMode = HTMLAttributes<HTMLInputElement>['inputMode'];

/**
 * E-mail fields use a text input with the e-mail keyboard rather than `type="email"`: the browser's
 * own validation would block submission with its own bubble before our French message shows.
 * Addresses, phones and passwords are not prose: no automatic capital, no spelling marks.
 */
const INPUTS: Record<
  'text' | 'email' | 'tel',
  { type: string; inputMode?: InputMode; prose: boolean }
> = {
  text: { type: 'text', prose: true },
  email: { type: 'text', inputMode: 'email', prose: false },
  tel: { type: 'tel', inputMode: 'tel', prose: false },
};

export function FieldControl({
  kind,
  attributes,
  maxLength,
  placeholder,
  elementRef,
  onValueChange,
  passwordVisible,
}: FieldControlProps) {
  const textAttributes = { ...attributes, maxLength, placeholder };
  const onChange = (event: { target: { value: string } }) => onValueChange(event.target.value);

  switch (kind.type) {
    case 'select':
      return (
        <select
          {...attributes}
          ref={elementRef}
          className="form-field__control"
          onChange={onChange}
        >
          <option value="">{SELECT_PLACEHOLDER}</option>
          {kind.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case 'textarea':
      return (
        <textarea
          {...textAttributes}
          ref={elementRef}
          className="form-field__control form-field__control--textarea"
          rows={kind.rows ?? 4}
          onChange={onChange}
        />
      );
    case 'password':
      return (
        <input
          {...textAttributes}
          ref={elementRef}
          type={passwordVisible ? 'text' : 'password'}
          className="form-field__control"
          autoCapitalize="none"
          spellCheck={false}
          onChange={onChange}
        />
      );
    default: {
      const { type, inputMode, prose } = INPUTS[kind.type ?? 'text'];
      return (
        <input
          {...textAttributes}
          ref={elementRef}
          type={type}
          inputMode={inputMode}
          className="form-field__control"
          autoCapitalize={prose ? undefined : 'none'}
          spellCheck={prose ? undefined : false}
          onChange={onChange}
        />
      );
    }
  }
}
