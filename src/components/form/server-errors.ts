import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Marks errors that come from the server, so they are told apart from the schema's own. */
export const SERVER_ERROR_TYPE = 'server';

/**
 * Shows the `errors` of a 400 answer (field name → French message, `ApiError`) on their
 * fields and moves the focus to the first one, so the user lands where the correction is needed.
 */
export function showServerErrors<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  errors: Readonly<Record<string, string>>,
): void {
  Object.entries(errors).forEach(([field, message], index) => {
    // The server answers with the contract's field names, which are the form's own.
    setError(
      field as Path<TValues>,
      { type: SERVER_ERROR_TYPE, message },
      { shouldFocus: index === 0 },
    );
  });
}
