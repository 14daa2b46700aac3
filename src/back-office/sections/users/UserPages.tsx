/**
 * An account's pages: the invitation of a new account, and an existing account's page with its
 * state, what can be done to it, and its fields (docs/back-office/users.md).
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ROLE_LABELS, type BoCreatedUser } from '../../../contract/back-office/schemas/users';
import { formatDateTime } from '../../../lib/dates';
import { fullName, sessionQueryOptions } from '../../app/session';
import { PageHeader } from '../../components';
import { createUser, updateUser, userChanged, userQueryOptions } from './api';
import { UserActionButtons } from './UserActionButtons';
import { DIGEST_LABEL, digestText, PUSH_LABEL, pushText } from './notification-labels';
import { EditUserFormView, NewUserFormView } from './UserForm';
import { UserStateBadge } from './UserStateBadge';
import { invitationSentMessage, useUserActions } from './use-user-actions';
import { userFormValues } from './user-form-values';
import './users.css';

export const NEW_USER_TITLE = 'Inviter un utilisateur';
export const INVITE_ANOTHER_LABEL = 'Inviter une autre personne';

export function NewUserPage() {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<BoCreatedUser | null>(null);
  return (
    <>
      <PageHeader title={NEW_USER_TITLE} />
      {created ? (
        <CreatedNotice user={created} onAnother={() => setCreated(null)} />
      ) : (
        <section className="bo-panel">
          <p className="bo-field-hint">
            Le compte est créé en attente de sa première connexion : la personne reçoit par e-mail
            un lien, valable 7 jours, pour compléter ses informations et choisir son mot de passe.
          </p>
          <NewUserFormView
            onSave={async (input) => {
              const user = await createUser(input);
              userChanged(queryClient, user);
              setCreated(user);
            }}
          />
        </section>
      )}
    </>
  );
}

/** What became of the invitation, said where the form was; the focus moves to it. */
function CreatedNotice({ user, onAnother }: { user: BoCreatedUser; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className={`bo-panel bo-users__created bo-users__created--${user.invitationSent ? 'sent' : 'unsent'}`}
      aria-labelledby="user-created-title"
    >
      <h2 id="user-created-title" ref={heading} tabIndex={-1}>
        {user.invitationSent
          ? invitationSentMessage(user.email)
          : `Le compte de ${user.email} est créé, mais l’invitation n’a pas pu être envoyée.`}
      </h2>
      <p>
        {user.invitationSent
          ? `${fullName(user)} reçoit un lien de première connexion, valable 7 jours. Tant qu’il n’a pas servi, le compte reste « Invitation en attente ».`
          : 'Réessayez depuis la fiche du compte avec « Renvoyer l’invitation ».'}
      </p>
      <div className="bo-users__created-actions">
        <Link
          to="/users/$userId"
          params={{ userId: String(user.id) }}
          className="bo-button bo-button--primary"
        >
          Voir le compte
        </Link>
        <button type="button" className="bo-button" onClick={onAnother}>
          {INVITE_ANOTHER_LABEL}
        </button>
        <Link to="/users" className="bo-button">
          Retour à la liste
        </Link>
      </div>
    </section>
  );
}

export function UserPage({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const { data: session } = useSuspenseQuery(sessionQueryOptions);
  const { data: user } = useSuspenseQuery(userQueryOptions(userId));
  const actions = useUserActions();
  return (
    <>
      <PageHeader title={fullName(user)} />
      <section className="bo-panel" aria-labelledby="user-account-title">
        <h2 id="user-account-title">Compte</h2>
        <dl className="bo-users__facts">
          <dt>E-mail</dt>
          <dd>{user.email}</dd>
          <dt>Rôle</dt>
          <dd>{ROLE_LABELS[user.role]}</dd>
          <dt>État</dt>
          <dd>
            <UserStateBadge user={user} detailed />
          </dd>
          {/* What the saving roles hear of new content; other roles receive neither. */}
          {user.digestEnabled !== null ? (
            <>
              <dt>{PUSH_LABEL}</dt>
              <dd>{pushText(user.pushDevices)}</dd>
              <dt>{DIGEST_LABEL}</dt>
              <dd>{digestText(user.digestEnabled)}</dd>
            </>
          ) : null}
          {user.deactivatedAt ? (
            <>
              <dt>Désactivé le</dt>
              <dd>{formatDateTime(user.deactivatedAt)}</dd>
            </>
          ) : null}
          {user.invitationSentAt ? (
            <>
              <dt>Invitation envoyée le</dt>
              <dd>{formatDateTime(user.invitationSentAt)}</dd>
            </>
          ) : null}
          <dt>Créé le</dt>
          <dd>{formatDateTime(user.createdAt)}</dd>
        </dl>
        <div className="bo-users__page-actions">
          <UserActionButtons user={user} actions={actions} selfId={session.admin.id} />
        </div>
      </section>
      <section className="bo-panel" aria-labelledby="user-form-title">
        <h2 id="user-form-title">Informations</h2>
        {/* A new key after each save: the form starts again from the saved values. */}
        <EditUserFormView
          key={JSON.stringify(userFormValues(user))}
          values={userFormValues(user)}
          onSave={async (input) => userChanged(queryClient, await updateUser(user.id, input))}
        />
      </section>
      <p>
        <Link to="/users">Retour à la liste des utilisateurs</Link>
      </p>
      {actions.confirmDialog}
    </>
  );
}
