import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageIntroHeader, type PageIntro } from '../../components/content/PageIntro';
import { useToast } from '../../components/toast';
import { pushStatus } from '../../contract/endpoints/push-status';
import { http } from '../../lib/http';
import { useSessionUser } from '../../entities/session/api';
import { countText } from '../../lib/numbers';
import type { DevicePushState } from '../../pwa/push-device';
import { useDevicePush } from '../../pwa/use-device-push';
import { DigestSection } from './DigestSection';
import './notifications.css';

export const NOTIFICATIONS_INTRO: PageIntro = {
  title: 'Notifications',
  lead: 'Soyez prévenu des nouvelles offres, promotions, services et actualités qui vous concernent, sans ouvrir l’application.',
};

/** What this device's state means, in the user's words. */
export const DEVICE_STATE_TEXT: Record<DevicePushState, string> = {
  on: 'Les notifications sont activées sur cet appareil : une seule à la fois pour ce qui vient d’arriver, une par heure au plus, jamais entre 22 h et 8 h.',
  off: 'Les notifications sont désactivées sur cet appareil.',
  denied:
    'Les notifications sont bloquées pour ce site dans votre navigateur. Autorisez-les dans les réglages du site, puis revenez sur cette page.',
  unsupported:
    'Ce navigateur ne reçoit pas de notifications. Sur iPhone et iPad, ajoutez d’abord l’application à votre écran d’accueil, puis ouvrez-la depuis celui-ci.',
};

export const TURNED_ON = 'Les notifications sont activées sur cet appareil.';
export const TURNED_OFF = 'Les notifications sont désactivées sur cet appareil.';
export const NOT_TURNED_ON =
  'Les notifications n’ont pas pu être activées. Vérifiez votre connexion, puis réessayez.';

export const ACTING_AS_TEXT =
  'Les notifications se règlent depuis le compte de la personne elle-même, pas en agissant pour elle.';

const pushStatusKey = ['push-status'] as const;

/** /my-space/notifications: this device's push notifications, on or off. */
export function NotificationsPage() {
  const actingAs = useSessionUser()?.connectedAs ?? null;
  return (
    <div className="content-page notifications-page">
      <PageIntroHeader intro={NOTIFICATIONS_INTRO} />
      {actingAs ? (
        <p>{ACTING_AS_TEXT}</p>
      ) : (
        <>
          <DevicePushSection />
          <DigestSection />
        </>
      )}
    </div>
  );
}

function DevicePushSection() {
  const titleId = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { state, busy, turnOn, turnOff } = useDevicePush();
  const [failure, setFailure] = useState<string | null>(null);
  const { data: status } = useQuery({
    queryKey: pushStatusKey,
    queryFn: () => http.call(pushStatus),
    enabled: state !== null && state !== 'unsupported',
  });

  async function toggle() {
    setFailure(null);
    try {
      const next = state === 'on' ? await turnOff() : await turnOn();
      if (next === 'on') toast.show(TURNED_ON, { kind: 'success' });
      if (next === 'off' && state === 'on') toast.show(TURNED_OFF, { kind: 'success' });
    } catch {
      setFailure(NOT_TURNED_ON);
    } finally {
      await queryClient.invalidateQueries({ queryKey: pushStatusKey });
    }
  }

  return (
    <section className="notifications-page__card" aria-labelledby={titleId}>
      <h2 id={titleId}>Sur cet appareil</h2>
      {state === null ? (
        <p role="status">Vérification de cet appareil…</p>
      ) : (
        <>
          <p>{DEVICE_STATE_TEXT[state]}</p>
          {(state === 'on' || state === 'off') && (
            <button
              type="button"
              className={`button ${state === 'on' ? 'button--secondary' : 'button--primary'}`}
              aria-busy={busy}
              disabled={busy}
              onClick={() => void toggle()}
            >
              {state === 'on'
                ? 'Désactiver les notifications sur cet appareil'
                : 'Activer les notifications sur cet appareil'}
            </button>
          )}
          {failure && <p role="alert">{failure}</p>}
        </>
      )}
      {status && status.devices > 0 && (
        <p className="notifications-page__devices">
          Notifications activées sur {countText(status.devices, 'appareil', 'appareils')} de votre
          compte.
        </p>
      )}
    </section>
  );
}
