/**
 * A `FieldView` bound to react-hook-form: the field of every form screen but the login page.
 */
import { useCallback } from 'react';
import { useController } from 'react-hook-form';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import type { FieldElement } from './field-control';
import { FieldView, type FieldViewProps } from './field-view';

export { CLEAR_LABEL, HIDE_PASSWORD_LABEL, SHOW_PASSWORD_LABEL, VALID_LABEL } from './field-view';

export type FormFieldProps<TValues extends FieldValues, TContext, TTransformed> = FieldViewProps & {
  control: Control<TValues, TContext, TTransformed>;
  /** A field holding text: every kind of control edits a string. */
  name: FieldPathByValue<TValues, string | undefined>;
};

export function FormField<TValues extends FieldValues, TContext, TTransformed>({
  control,
  name,
  ...view
}: FormFieldProps<TValues, TContext, TTransformed>) {
  const { field, fieldState, formState } = useController({ control, name });
  // react-hook-form needs the node to focus the first invalid field on submit.
  const registerWithForm = field.ref;
  const elementRef = useCallback(
    (node: FieldElement | null) => registerWithForm(node),
    [registerWithForm],
  );
  return (
    <FieldView
      {...view}
      field={{
        name: field.name,
        value: typeof field.value === 'string' ? field.value : '',
        // A server error set without a message still marks the field invalid.
        error: fieldState.invalid ? (fieldState.error?.message ?? '') : undefined,
        visited: fieldState.isTouched || formState.isSubmitted,
        onChange: field.onChange,
        onBlur: field.onBlur,
        elementRef,
      }}
    />
  );
}
