import { applyUpdate, useUpdateWaiting } from './register-service-worker';
import './pwa.css';

/**
 * "Nouvelle version disponible — Mettre à jour". Only the user's click reloads the page, so a
 * form being filled in is never lost to an update.
 */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="status">
      <span>Nouvelle version disponible</span>
      <button type="button" className="button button--primary" onClick={applyUpdate}>
        Mettre à jour
      </button>
    </div>
  );
}
