/**
 * The partner an offer or a service belongs to (docs/back-office/statistics.md): that partner sees the item's
 * figures in its space. A form panel of its own, for the offer and service forms alike.
 */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { boPartnerChoices } from '../../../contract/back-office/partners';
import { boHttp } from '../../http';
import { FieldError, FieldLabel, useBoundField } from './bound-field';

export const PARTNER_LABEL = 'Partenaire';
export const NO_PARTNER_LABEL = 'Aucun';

export const partnerChoicesQueryOptions = queryOptions({
  queryKey: ['bo', 'partner-choices'],
  queryFn: () => boHttp.call(boPartnerChoices),
});

export function PartnerField<TValues extends FieldValues>({
  control,
  name,
  hint,
}: {
  control: Control<TValues>;
  name: FieldPathByValue<TValues, number | null | undefined>;
  hint: string;
}) {
  const id = useId();
  const { data: partners } = useSuspenseQuery(partnerChoicesQueryOptions);
  const { field, ref, error } = useBoundField({ control, name });
  const value = field.value as number | null | undefined;
  return (
    <div className="bo-field">
      <FieldLabel htmlFor={id}>{PARTNER_LABEL}</FieldLabel>
      <select
        id={id}
        ref={ref}
        name={field.name}
        className="bo-input"
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(event) =>
          field.onChange(event.target.value === '' ? null : Number(event.target.value))
        }
        onBlur={field.onBlur}
        aria-invalid={error !== undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      >
        <option value="">{NO_PARTNER_LABEL}</option>
        {partners.map((partner) => (
          <option key={partner.id} value={partner.id}>
            {partner.active ? partner.name : `${partner.name} (inactif)`}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="bo-field-hint">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
