export { ToastProvider, CLOSE_LABEL } from './toast-provider';
export { useToast } from './use-toast';
export { TOAST_DURATION_MS } from './toast-context';
export type { ToastApi, ToastKind, ToastOptions } from './toast-context';
