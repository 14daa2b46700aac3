import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { InstallButton } from '../../pwa/InstallButton';
import { useOnlineStatus } from '../../pwa/network-status';
import { useSessionUser } from '../../entities/session/api';
import { effectiveUser } from '../../entities/session/roles';
import { flushPersistedCache } from '../../features/offline/offline-data';
import { makeAvailableOffline, type OfflineProgress } from './offline-plan';
import './offline-page.css';

const megabytes = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const formatMb = (bytes: number) => `${megabytes.format(bytes / 1_000_000)} Mo`;

interface StorageState {
  usage: number;
  quota: number;
  persisted: boolean;
}

async function readStorage(): Promise<StorageState | null> {
  if (!navigator.storage?.estimate) return null;
  const [{ usage = 0, quota = 0 }, persisted] = await Promise.all([
    navigator.storage.estimate(),
    navigator.storage.persisted?.() ?? Promise.resolve(false),
  ]);
  return { usage, quota, persisted };
}

type Status =
  | { kind: 'idle' }
  | { kind: 'running'; progress: OfflineProgress }
  | { kind: 'done'; progress: OfflineProgress; failures: number };

/** « Hors ligne » in my-space: keep everything on this device, and see what it takes. */
export function OfflinePage() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const online = useOnlineStatus();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [storage, setStorage] = useState<StorageState | null>(null);

  const refreshStorage = useCallback(() => {
    void readStorage()
      .then(setStorage)
      .catch(() => setStorage(null));
  }, []);
  useEffect(refreshStorage, [refreshStorage]);

  async function start() {
    if (!user || status.kind === 'running') return;
    setStatus({ kind: 'running', progress: { done: 0, total: 0 } });
    // Asked once the user shows they want the data kept: browsers grant it more readily then.
    await navigator.storage?.persist?.().catch(() => false);
    let last: OfflineProgress = { done: 0, total: 0 };
    const failures = await makeAvailableOffline(
      queryClient,
      effectiveUser(user).roleId,
      (progress) => {
        last = progress;
        setStatus({ kind: 'running', progress });
      },
    );
    await flushPersistedCache();
    setStatus({ kind: 'done', progress: last, failures });
    refreshStorage();
  }

  const progress = status.kind === 'idle' ? null : status.progress;

  return (
    <div className="offline-page">
      <h1>Hors ligne</h1>
      <p>
        Les pages que vous consultez restent disponibles sur cet appareil, même sans connexion. Pour
        tout emporter avant un déplacement, rendez vos offres, services, actualités, favoris et
        tarifs disponibles hors ligne en une fois.
      </p>
      <div className="offline-page__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void start()}
          disabled={!online || status.kind === 'running'}
          aria-describedby={online ? undefined : 'offline-page-network'}
        >
          {status.kind === 'running' ? 'Enregistrement en cours…' : 'Rendre disponible hors ligne'}
        </button>
        <InstallButton />
      </div>
      {!online && (
        <p id="offline-page-network">
          Vous êtes hors ligne : reconnectez-vous au réseau pour enregistrer vos données.
        </p>
      )}
      {progress && (
        <div className="offline-page__progress">
          <label htmlFor="offline-progress">Données enregistrées sur cet appareil</label>
          <progress id="offline-progress" max={Math.max(progress.total, 1)} value={progress.done}>
            {progress.done} / {progress.total}
          </progress>
          <p aria-live="polite">
            {progress.done} / {progress.total}
            {status.kind === 'done' &&
              (status.failures === 0
                ? ' — tout est disponible hors ligne.'
                : ` — ${status.failures} élément${status.failures > 1 ? 's' : ''} n’${status.failures > 1 ? 'ont' : 'a'} pas pu être enregistré${status.failures > 1 ? 's' : ''}.`)}
          </p>
        </div>
      )}
      {storage && (
        <p>
          Espace utilisé sur cet appareil : {formatMb(storage.usage)}
          {storage.quota > 0 && ` sur ${formatMb(storage.quota)} disponibles`}.{' '}
          {storage.persisted
            ? 'Le navigateur conservera ces données.'
            : 'Le navigateur peut effacer ces données s’il manque d’espace.'}
        </p>
      )}
    </div>
  );
}
