/**
 * The offer form's own fields, beside the shared ones: a date (the browser's date picker, the
 * value `AAAA-MM-JJ` as the API takes it) and the customer roles that see the offer.
 */
import { useCallback, useId } from 'react';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import {
  OFFER_ROLES,
  OFFER_ROLE_LABELS,
  type OfferRole,
} from '../../../contract/back-office/schemas/offers';

export function DateField<TValues extends FieldValues, TContext, TTransformed>({
  control,
  name,
  label,
}: {
  control: Control<TValues, TContext, TTransformed>;
  name: FieldPathByValue<TValues, string>;
  label: string;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const registerWithForm = field.ref;
  const elementRef = useCallback(
    (node: HTMLInputElement | null) => registerWithForm(node),
    [registerWithForm],
  );
  const error = fieldState.error?.message;
  return (
    <div className="bo-field">
      <label htmlFor={id} className="bo-field-label">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="bo-input"
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        ref={elementRef}
        aria-required="true"
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="bo-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const ROLES_LEGEND = 'Clients qui voient l’offre';

export function RolesField<TValues extends FieldValues, TContext, TTransformed>({
  control,
  name,
}: {
  control: Control<TValues, TContext, TTransformed>;
  name: FieldPathByValue<TValues, OfferRole[]>;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const chosen = new Set<OfferRole>(field.value as OfferRole[]);
  const registerWithForm = field.ref;
  const firstRef = useCallback(
    (node: HTMLInputElement | null) => registerWithForm(node),
    [registerWithForm],
  );
  const error = fieldState.error?.message;
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
              ref={index === 0 ? firstRef : undefined}
            />
            {OFFER_ROLE_LABELS[role]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="bo-field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
