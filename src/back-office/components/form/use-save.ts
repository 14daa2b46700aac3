/**
 * Saving a form: the mutation's error shown where it belongs. A 400's field errors go onto their
 * fields (`showServerErrors`, the focus on the first one); any other message is the form's own
 * (`formError`, for `<FormError>`). A success says « Enregistré. » (or the given message) in the
 * status region of the toasts.
 */
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { showServerErrors } from '../../../components/form/server-errors';
import { useToast } from '../../../components/toast';
import { BoHttpError, errorMessage } from '../../http';

export const SAVED_MESSAGE = 'Enregistré.';

export function useSave<TValues extends FieldValues>(setError: UseFormSetError<TValues>) {
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);

  /** Runs `action`; true when it succeeded. */
  async function save(action: () => Promise<unknown>, savedMessage = SAVED_MESSAGE) {
    setFormError(null);
    try {
      await action();
      toast.show(savedMessage, { kind: 'success' });
      return true;
    } catch (error) {
      const fieldErrors = error instanceof BoHttpError ? error.fieldErrors : {};
      if (Object.keys(fieldErrors).length > 0) showServerErrors(setError, fieldErrors);
      setFormError(errorMessage(error));
      return false;
    }
  }

  return { save, formError };
}
