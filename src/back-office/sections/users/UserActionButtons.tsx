/**
 * The buttons of one account, in its row of the list and on its page: only those that apply to
 * it (an admin is never acted as, only a pending account gets its invitation again, the admin
 * cannot deactivate itself). Each button's name ends with the account's name for screen readers.
 */
import type { BoUser } from '../../../contract/back-office/schemas/users';
import { fullName } from '../../app/session';
import {
  ACT_AS_LABEL,
  DEACTIVATE_LABEL,
  REACTIVATE_LABEL,
  RESEND_LABEL,
  type UserActions,
} from './use-user-actions';

export function UserActionButtons({
  user,
  actions,
  selfId,
}: {
  user: BoUser;
  actions: UserActions;
  /** The signed-in admin's id. */
  selfId: number;
}) {
  const busy = actions.pending === user.id;
  const who = <span className="bo-visually-hidden"> {fullName(user)}</span>;
  const small = 'bo-button bo-button--small';
  return (
    <>
      {user.canActAs ? (
        <button
          type="button"
          className={small}
          disabled={busy}
          onClick={() => void actions.actAs(user)}
        >
          {ACT_AS_LABEL}
          {who}
        </button>
      ) : null}
      {user.state === 'pending' ? (
        <button
          type="button"
          className={small}
          disabled={busy}
          onClick={() => void actions.resendInvitation(user)}
        >
          {RESEND_LABEL}
          <span className="bo-visually-hidden"> à {fullName(user)}</span>
        </button>
      ) : null}
      {user.state === 'deactivated' ? (
        <button
          type="button"
          className={small}
          disabled={busy}
          onClick={() => void actions.reactivate(user)}
        >
          {REACTIVATE_LABEL}
          {who}
        </button>
      ) : user.id !== selfId ? (
        <button
          type="button"
          className={`${small} bo-users__deactivate`}
          disabled={busy}
          onClick={() => void actions.deactivate(user)}
        >
          {DEACTIVATE_LABEL}
          {who}
        </button>
      ) : null}
    </>
  );
}
