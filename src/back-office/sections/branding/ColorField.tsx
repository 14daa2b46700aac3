/**
 * A color of the branding: the browser's color picker and a text field (`#rrggbb`) side by side,
 * each following the other, bound to react-hook-form. The text field is the one with the visible
 * label and the messages; the picker is its mouse-friendly twin, named for screen readers.
 */
import { useId } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { HEX_COLOR_PATTERN } from '../../../lib/contrast';
import { FieldError, FieldLabel, type BoundFieldProps } from '../../components/form/bound-field';

export const COLOR_HINT = 'Format #rrggbb, par exemple #1e3a8a.';

export function ColorField<TValues extends FieldValues, TContext, TTransformed>({
  control,
  name,
  label,
}: BoundFieldProps<TValues, string, TContext, TTransformed> & { label: string }) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  // Taken apart once: the element's ref is handed on, the rest are plain values and handlers.
  const { ref, onChange, onBlur } = field;
  const value = typeof field.value === 'string' ? field.value : '';
  const valid = HEX_COLOR_PATTERN.test(value);
  const error = fieldState.error?.message;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div className="bo-field bo-color-field">
      <FieldLabel htmlFor={`${id}-text`}>{label}</FieldLabel>
      <p id={`${id}-hint`} className="bo-field-hint">
        {COLOR_HINT}
      </p>
      <div className="bo-color-field__controls">
        <input
          type="color"
          className="bo-color-field__picker"
          aria-label={`${label} : sélecteur de couleur`}
          // The picker only knows #rrggbb: while the text is not one, it shows black.
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <input
          id={`${id}-text`}
          ref={ref}
          name={name}
          type="text"
          className="bo-input bo-color-field__text"
          value={value}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          aria-invalid={error !== undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value.trim())}
          onBlur={onBlur}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
