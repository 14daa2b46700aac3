/** A yes/no field bound to react-hook-form (« Actif »), with an optional hint read with it. */
import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type BoundFieldProps } from './bound-field';

export function CheckboxField<TValues extends FieldValues, TContext, TTransformed>({
  label,
  hint,
  ...bound
}: BoundFieldProps<TValues, boolean | undefined, TContext, TTransformed> & {
  label: string;
  hint?: string;
}) {
  const id = useId();
  const { field, ref } = useBoundField(bound);
  return (
    <div className="bo-field bo-checkbox">
      <input
        id={id}
        type="checkbox"
        name={field.name}
        checked={field.value === true}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
        ref={ref}
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
