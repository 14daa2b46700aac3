import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { HttpError, NetworkError } from '../../lib/http';

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

/**
 * Why a form's submission failed, in the user's words: the server's refusal of a field (400) or
 * `invalid`, the words of a status the form knows, a lost connection, or else `failed`.
 */
export function submitFailureMessage(
  error: unknown,
  messages: { invalid: string; failed: string; byStatus?: Readonly<Record<number, string>> },
): string {
  if (error instanceof HttpError && error.status === 400)
    return error.body?.message || messages.invalid;
  const known = error instanceof HttpError ? messages.byStatus?.[error.status] : undefined;
  if (known) return known;
  if (error instanceof NetworkError) return error.message;
  return messages.failed;
}

/** A refused submission's field errors, from the server's 400, shown on their fields. */
export function showRefusedFields<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
): void {
  if (error instanceof HttpError && error.status === 400)
    showServerErrors(setError, error.fieldErrors);
}
