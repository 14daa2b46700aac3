import { createContext } from 'react';

/** Every toast stays exactly this long. */
export const TOAST_DURATION_MS = 3000;

export type ToastKind = 'error' | 'success' | 'info';

export type ToastOptions = { kind?: ToastKind };

export type Toast = { id: number; message: string; kind: ToastKind };

export type ToastApi = {
  /** Shows a message for `TOAST_DURATION_MS`; returns its id, for `dismiss`. */
  show: (message: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
};

export const ToastContext = createContext<ToastApi | null>(null);
