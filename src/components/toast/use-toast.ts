import { useContext } from 'react';
import { ToastContext } from './toast-context';
import type { ToastApi } from './toast-context';

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  // A missing provider is a wiring mistake, better caught at once than as toasts that never show.
  if (!api) throw new Error('useToast() must be called inside <ToastProvider>.');
  return api;
}
