/**
 * Where an account stands, as the list and its page show it: « Actif », « Désactivé »,
 * « Invitation en attente » (with until when its link works), « Invitation expirée ».
 */
import { USER_STATE_LABELS, type BoUser } from '../../../contract/back-office/schemas/users';
import { formatDateTime } from '../../../lib/dates';

export const EXPIRED_LABEL = 'Invitation expirée';

export function isInvitationExpired(user: BoUser, now = Date.now()): boolean {
  return (
    user.state === 'pending' &&
    user.invitationExpiresAt !== null &&
    Date.parse(user.invitationExpiresAt) <= now
  );
}

export function UserStateBadge({
  user,
  detailed = false,
}: {
  user: BoUser;
  /** Also says until when a pending invitation's link works (the account's page). */
  detailed?: boolean;
}) {
  const expired = isInvitationExpired(user);
  const kind = expired ? 'expired' : user.state;
  return (
    <span className={`bo-users__state bo-users__state--${kind}`}>
      {expired ? EXPIRED_LABEL : USER_STATE_LABELS[user.state]}
      {detailed && user.state === 'pending' && !expired && user.invitationExpiresAt ? (
        <span className="bo-users__state-detail">
          {' '}
          (lien valable jusqu’au {formatDateTime(user.invitationExpiresAt)})
        </span>
      ) : null}
    </span>
  );
}
