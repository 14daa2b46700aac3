/**
 * A deletion asked first: `requestDelete({ title, message, remove })` opens the confirm dialog and,
 * once confirmed, runs `remove` (the call, then what the page does after: caches, toast, where to
 * go). A refusal from the server (a partner that still has users…) becomes `deleteError`, shown by
 * the page with `FormError`.
 */
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../http';
import { useConfirm } from './use-confirm';

export interface DeleteRequest {
  title: string;
  message: string;
  remove: () => Promise<void>;
}

export function useConfirmedDelete(): {
  requestDelete: (request: DeleteRequest) => Promise<void>;
  deleteError: string | null;
  dialog: ReactNode;
} {
  const [confirm, dialog] = useConfirm();
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function requestDelete({ title, message, remove }: DeleteRequest) {
    setDeleteError(null);
    const confirmed = await confirm({ title, message, confirmLabel: 'Supprimer', danger: true });
    if (!confirmed) return;
    try {
      await remove();
    } catch (error) {
      setDeleteError(errorMessage(error));
    }
  }

  return { requestDelete, deleteError, dialog };
}
