/**
 * How an account hears of new content, as its page says it (docs/back-office/users.md): push
 * notifications on its devices (docs/push.md) and the weekly digest e-mail (docs/digest.md).
 */
import { countText } from '../../../lib/numbers';

export const PUSH_LABEL = 'Notifications push';
export const DIGEST_LABEL = 'Récapitulatif par e-mail';

/** « Activées sur 2 appareils », « Désactivées ». */
export function pushText(devices: number): string {
  return devices > 0
    ? `Activées sur ${countText(devices, 'appareil', 'appareils')}`
    : 'Désactivées';
}

export function digestText(enabled: boolean): string {
  return enabled ? 'Activé' : 'Désactivé';
}
