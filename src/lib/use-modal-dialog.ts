/**
 * A native modal `<dialog>` opened and closed by `open`: the browser keeps the focus inside it and
 * closes it with Escape; `onOpened` places the focus (on « Annuler », in a field), and on closing
 * the focus goes back to what opened it (some browsers leave it on the page's body).
 */
import { useEffect, useRef } from 'react';

export function useModalDialog(open: boolean, onOpened?: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      onOpened?.();
    } else if (!open && element.open) {
      element.close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) {
        opener.current.focus();
      }
    }
  }, [open, onOpened]);
  return dialog;
}
