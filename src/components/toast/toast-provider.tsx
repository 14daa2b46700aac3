/**
 * Short messages over the page (a failed redirection to a supplier's site, a saved form), each
 * removed after `TOAST_DURATION_MS`. They are written into live regions that stay in the page, so
 * screen readers announce them: errors at once (`role="alert"`), the others when the reader is
 * idle (`role="status"`).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS, ToastContext } from './toast-context';
import type { Toast, ToastApi } from './toast-context';
import { LineIcon } from '../icon/LineIcon';
import '../icon/icon-button.css';
import './toast.css';

export const CLOSE_LABEL = 'Fermer';

/**
 * `status`: a standing line shown above the toasts (the changes waiting for the server). Over the
 * page like them, it never moves the page's content under the user's finger.
 */
export function ToastProvider({ children, status }: { children: ReactNode; status?: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback<ToastApi['show']>(
    (message, { kind = 'info' } = {}) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, message, kind }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_DURATION_MS),
      );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const others = toasts.filter((toast) => toast.kind !== 'error');

  return (
    <ToastContext value={api}>
      {children}
      <div className="toast-stack">
        {status}
        <div className="toast-stack__region" role="alert">
          {errors.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onClose={dismiss} />
          ))}
        </div>
        <div className="toast-stack__region" role="status" aria-live="polite">
          {others.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onClose={dismiss} />
          ))}
        </div>
      </div>
    </ToastContext>
  );
}

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  return (
    <div className={`toast toast--${toast.kind}`}>
      <p className="toast__message">{toast.message}</p>
      <button
        type="button"
        className="icon-button toast__close"
        aria-label={CLOSE_LABEL}
        onClick={() => onClose(toast.id)}
      >
        <LineIcon>
          <path d="M18 6 6 18M6 6l12 12" />
        </LineIcon>
      </button>
    </div>
  );
}
