/**
 * `const confirm = useConfirm(); if (await confirm({ title, confirmLabel })) …`: one confirm
 * dialog per screen, asked like `window.confirm` but in the app's own accessible dialog.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

export type ConfirmRequest = Pick<
  ConfirmDialogProps,
  'title' | 'message' | 'confirmLabel' | 'danger'
>;

/** The `confirm` function and the dialog element to render once in the screen. */
export function useConfirm(): [
  confirm: (request: ConfirmRequest) => Promise<boolean>,
  dialog: ReactNode,
] {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const answer = useRef<(confirmed: boolean) => void>(undefined);

  const confirm = useCallback((next: ConfirmRequest) => {
    answer.current?.(false);
    setRequest(next);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);

  const settle = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = undefined;
    setRequest(null);
  };

  const dialog = (
    <ConfirmDialog
      open={request !== null}
      title={request?.title ?? ''}
      message={request?.message}
      confirmLabel={request?.confirmLabel ?? ''}
      danger={request?.danger}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return [confirm, dialog];
}
