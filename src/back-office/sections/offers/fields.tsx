/** The offer form's own fields, beside the shared ones: a date, and the roles that see it. */
import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import {
  OFFER_ROLES,
  OFFER_ROLE_LABELS,
  type OfferRole,
} from '../../../contract/back-office/schemas/offers';
import {
  FieldError,
  FieldLabel,
  useBoundField,
  type BoundFieldProps,
} from '../../components/form/bound-field';
import { DateInput } from '../../components/form/DateInput';

export function DateField<TValues extends FieldValues, TContext, TTransformed>({
  label,
  ...bound
}: BoundFieldProps<TValues, string, TContext, TTransformed> & { label: string }) {
  const id = useId();
  const { field, ref, error } = useBoundField(bound);
  return (
    <div className="bo-field">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <DateInput
        id={id}
        name={field.name}
        value={field.value as string | undefined}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={ref}
        aria-required="true"
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export const ROLES_LEGEND = 'Clients qui voient l’offre';

export function RolesField<TValues extends FieldValues, TContext, TTransformed>(
  bound: BoundFieldProps<TValues, OfferRole[], TContext, TTransformed>,
) {
  const id = useId();
  const { field, ref, error } = useBoundField(bound);
  const chosen = new Set<OfferRole>(field.value as OfferRole[]);
  return (
    <fieldset className="bo-offer-roles" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="bo-field-label">{ROLES_LEGEND}</legend>
      <div className="bo-offer-roles__choices">
        {OFFER_ROLES.map((role, index) => (
          <label key={role} className="bo-choice">
            <input
              type="checkbox"
              name={field.name}
              value={role}
              checked={chosen.has(role)}
              onChange={(event) =>
                field.onChange(
                  // Kept in the contract's order, whatever the order of the clicks.
                  OFFER_ROLES.filter((each) =>
                    each === role ? event.target.checked : chosen.has(each),
                  ),
                )
              }
              onBlur={field.onBlur}
              ref={index === 0 ? ref : undefined}
            />
            {OFFER_ROLE_LABELS[role]}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
