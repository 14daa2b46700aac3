/**
 * The status of a piece of content in its form: « Brouillon », « Publié » or « Archivé », and for
 * a publication, an optional « Publication programmée le » date-time (empty: published now).
 * Bound to react-hook-form: `status` holds a `ContentStatus`, `publishedAt` an ISO date-time or
 * null, as `PublishedAt` of the contract takes them.
 */
import { useCallback, useId } from 'react';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { CONTENT_STATUS_LABELS, ContentStatus } from '../../../contract/back-office/schemas/common';
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
  const status = useController({ control, name: statusName });
  const publishedAt = useController({ control, name: publishedAtName });
  // react-hook-form needs the nodes to focus an invalid field.
  const registerStatus = status.field.ref;
  const statusRef = useCallback(
    (node: HTMLInputElement | null) => registerStatus(node),
    [registerStatus],
  );
  const registerDate = publishedAt.field.ref;
  const dateRef = useCallback(
    (node: HTMLInputElement | null) => registerDate(node),
    [registerDate],
  );
  const dateError = publishedAt.fieldState.error?.message;
  const statusError = status.fieldState.error?.message;

  return (
    <fieldset className="bo-status-field">
      <legend className="bo-field-label">{STATUS_LEGEND}</legend>
      <div className="bo-status-field__choices">
        {ContentStatus.options.map((value) => (
          <label key={value} className="bo-choice">
            <input
              type="radio"
              name={status.field.name}
              value={value}
              checked={status.field.value === value}
              onChange={() => status.field.onChange(value)}
              onBlur={status.field.onBlur}
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
      {status.field.value === 'published' ? (
        <div className="bo-field">
          <label htmlFor={`${id}-date`} className="bo-field-label">
            {SCHEDULE_LABEL}
          </label>
          <p id={`${id}-hint`} className="bo-field-hint">
            {SCHEDULE_HINT}
          </p>
          <input
            id={`${id}-date`}
            type="datetime-local"
            className="bo-input"
            name={publishedAt.field.name}
            value={toDateTimeLocal(publishedAt.field.value as string | null | undefined)}
            onChange={(event) => publishedAt.field.onChange(fromDateTimeLocal(event.target.value))}
            onBlur={publishedAt.field.onBlur}
            ref={dateRef}
            aria-invalid={dateError !== undefined}
            aria-describedby={dateError ? `${id}-hint ${id}-error` : `${id}-hint`}
          />
          {dateError ? (
            <p id={`${id}-error`} className="bo-field-error">
              {dateError}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
