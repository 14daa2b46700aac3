import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useToast } from '../../components/toast';
import { useSessionUser } from '../../entities/session/api';
import { useDevicePush } from '../../pwa/use-device-push';

/** This device's answer to the invitation, and how many times the dashboard was opened here. */
const DISMISSED_KEY = 'avantages-pro:push-invitation';
const VISITS_KEY = 'avantages-pro:dashboard-visits';

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private browsing without storage: the invitation may come back, nothing worse.
  }
}

/** Counts this dashboard visit once per mount; the invitation waits for a second visit. */
function useDashboardVisits(): number {
  const [visits] = useState(() => Number(readStorage(VISITS_KEY) ?? '0') + 1);
  useEffect(() => writeStorage(VISITS_KEY, String(visits)), [visits]);
  return visits;
}

/**
 * The dashboard's one invitation to turn notifications on (docs/push.md): never on the first
 * visit, only where the browser can and has not been asked, and never again once answered. The
 * browser's own prompt comes only from the user's click on « Activer les notifications ».
 */
export function PushInvitation() {
  const visits = useDashboardVisits();
  // An admin acting as someone cannot turn that person's notifications on (the server refuses).
  const actingAs = useSessionUser()?.connectedAs ?? null;
  const toast = useToast();
  const { state, busy, turnOn } = useDevicePush();
  const [answered, setAnswered] = useState(() => readStorage(DISMISSED_KEY) !== null);
  const [failed, setFailed] = useState(false);
  const askable =
    state === 'off' && typeof Notification !== 'undefined' && Notification.permission === 'default';
  if (answered || actingAs || visits < 2 || !askable) return null;

  function answer(value: 'accepted' | 'later') {
    writeStorage(DISMISSED_KEY, value);
    setAnswered(true);
  }

  async function accept() {
    setFailed(false);
    try {
      const next = await turnOn();
      answer('accepted');
      if (next === 'on') {
        toast.show('Les notifications sont activées sur cet appareil.', { kind: 'success' });
      }
    } catch {
      setFailed(true);
    }
  }

  return (
    <section className="dashboard__card dashboard__card--wide" aria-labelledby="push-invitation">
      <h2 id="push-invitation">Soyez prévenu des nouveautés</h2>
      <p>
        Recevez une notification sur cet appareil quand une offre, une promotion, un service ou une
        actualité arrive pour vous : une par heure au plus, jamais entre 22 h et 8 h. Vous pourrez
        changer d’avis dans <Link to="/my-space/notifications">Notifications</Link>.
      </p>
      {failed && (
        <p role="alert">
          Les notifications n’ont pas pu être activées. Vérifiez votre connexion, puis réessayez.
        </p>
      )}
      <div className="dashboard__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void accept()}
        >
          Activer les notifications
        </button>
        <button type="button" className="button button--secondary" onClick={() => answer('later')}>
          Plus tard
        </button>
      </div>
    </section>
  );
}
