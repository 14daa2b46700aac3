/**
 * The back office's own fields bound to react-hook-form (a date, a checkbox, a status, a color…):
 * their props, their value and message, and the ref react-hook-form focuses when the field is
 * invalid; with the label and the message as every field shows them.
 */
import { useCallback, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';

export interface BoundFieldProps<TValues extends FieldValues, Value, TContext, TTransformed> {
  control: Control<TValues, TContext, TTransformed>;
  name: FieldPathByValue<TValues, Value>;
}

export function useBoundField<TValues extends FieldValues, Value, TContext, TTransformed>({
  control,
  name,
}: BoundFieldProps<TValues, Value, TContext, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  const registerWithForm = field.ref;
  const ref = useCallback((node: HTMLElement | null) => registerWithForm(node), [registerWithForm]);
  return { field, ref, error: fieldState.error?.message };
}

export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="bo-field-label">
      {children}
    </label>
  );
}

/** The field's message, named by `id` for the control's `aria-describedby`. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="bo-field-error">
      {message}
    </p>
  ) : null;
}
