import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { useOnlineStatus } from '../../pwa/network-status';
import { useShownDataAge } from './use-data-age';
import './offline.css';

/** "Hors ligne — données du 05/03/2024 à 14:07": the screen comes from the device, not live. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const age = useShownDataAge();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <strong>Hors ligne</strong>
      {age > 0
        ? ` — données du ${dayjs(age).locale('fr').format('DD/MM/YYYY [à] HH:mm')}`
        : ' — les données affichées sont celles enregistrées sur cet appareil'}
    </div>
  );
}
