/** A yes/no field bound to react-hook-form (« Actif »), with an optional hint read with it. */
import { useCallback, useId } from 'react';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';

export function CheckboxField<TValues extends FieldValues, TContext, TTransformed>({
  control,
  name,
  label,
  hint,
}: {
  control: Control<TValues, TContext, TTransformed>;
  name: FieldPathByValue<TValues, boolean | undefined>;
  label: string;
  hint?: string;
}) {
  const id = useId();
  const { field } = useController({ control, name });
  // react-hook-form needs the node to focus the field when it is invalid.
  const registerWithForm = field.ref;
  const elementRef = useCallback(
    (node: HTMLInputElement | null) => registerWithForm(node),
    [registerWithForm],
  );
  return (
    <div className="bo-field bo-checkbox">
      <input
        id={id}
        type="checkbox"
        name={field.name}
        checked={field.value === true}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
        ref={elementRef}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="bo-field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
