/**
 * The status of a piece of content in its form: « Brouillon », « Publié » or « Archivé », and for
 * a publication, an optional « Publication programmée le » date-time (empty: published now).
 * Bound to react-hook-form: `status` holds a `ContentStatus`, `publishedAt` an ISO date-time or
 * null, as `PublishedAt` of the contract takes them.
 */
import { useId } from 'react';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { CONTENT_STATUS_LABELS, ContentStatus } from '../../../contract/back-office/schemas/common';
import { FieldError, FieldLabel, useBoundField } from '../form/bound-field';
import { fromDateTimeLocal, toDateTimeLocal } from './date-time-local';

export const STATUS_LEGEND = 'Statut';
export const SCHEDULE_LABEL = 'Publication programmée le';
export const SCHEDULE_HINT =
  'Laissez vide pour publier tout de suite. Une date à venir publie le contenu à ce moment-là.';

export function StatusField<TValues extends FieldValues, TContext, TTransformed>({
  control,
  statusName,
  publishedAtName,
}: {
  control: Control<TValues, TContext, TTransformed>;
  statusName: FieldPathByValue<TValues, ContentStatus>;
  publishedAtName: FieldPathByValue<TValues, string | null | undefined>;
}) {
  const id = useId();
  // Taken apart: the refs are handed to the elements, the rest are plain values and handlers.
  const {
    field: status,
    ref: statusRef,
    error: statusError,
  } = useBoundField({
    control,
    name: statusName,
  });
  const {
    field: publishedAt,
    ref: dateRef,
    error: dateError,
  } = useBoundField({
    control,
    name: publishedAtName,
  });

  return (
    <fieldset className="bo-status-field">
      <legend className="bo-field-label">{STATUS_LEGEND}</legend>
      <div className="bo-status-field__choices">
        {ContentStatus.options.map((value) => (
          <label key={value} className="bo-choice">
            <input
              type="radio"
              name={status.name}
              value={value}
              checked={status.value === value}
              onChange={() => status.onChange(value)}
              onBlur={status.onBlur}
              ref={value === 'draft' ? statusRef : undefined}
            />
            {CONTENT_STATUS_LABELS[value]}
          </label>
        ))}
      </div>
      {statusError ? (
        <p className="bo-field-error" role="alert">
          {statusError}
        </p>
      ) : null}
      {status.value === 'published' ? (
        <div className="bo-field">
          <FieldLabel htmlFor={`${id}-date`}>{SCHEDULE_LABEL}</FieldLabel>
          <p id={`${id}-hint`} className="bo-field-hint">
            {SCHEDULE_HINT}
          </p>
          <input
            id={`${id}-date`}
            type="datetime-local"
            className="bo-input"
            name={publishedAt.name}
            value={toDateTimeLocal(publishedAt.value as string | null | undefined)}
            onChange={(event) => publishedAt.onChange(fromDateTimeLocal(event.target.value))}
            onBlur={publishedAt.onBlur}
            ref={dateRef}
            aria-invalid={dateError !== undefined}
            aria-describedby={dateError ? `${id}-hint ${id}-error` : `${id}-hint`}
          />
          <FieldError id={`${id}-error`} message={dateError} />
        </div>
      ) : null}
    </fieldset>
  );
}
