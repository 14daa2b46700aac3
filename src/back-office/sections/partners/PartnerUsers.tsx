/**
 * The users attached to a partner (the partner user and its subordinates). Their accounts are
 * created and deactivated in « Utilisateurs »: this only lists them.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { errorMessage } from '../../http';
import { partnerUsersQueryOptions } from './api';

export const NO_USERS_LABEL = 'Aucun utilisateur n’est rattaché à ce partenaire.';

export function PartnerUsers({ partnerId }: { partnerId: number }) {
  const { data: users, error, isPending } = useQuery(partnerUsersQueryOptions(partnerId));
  return (
    <section className="bo-panel" aria-labelledby="partner-users-title">
      <h2 id="partner-users-title">Utilisateurs du partenaire</h2>
      <p className="bo-field-hint">
        Les comptes des partenaires se créent dans la section <Link to="/users">Utilisateurs</Link>{' '}
        (rôle « Partenaire », en choisissant ce partenaire).
      </p>
      {error ? (
        <p role="alert" className="bo-field-error">
          {errorMessage(error)}
        </p>
      ) : isPending ? (
        <p>Chargement…</p>
      ) : users.length === 0 ? (
        <p>{NO_USERS_LABEL}</p>
      ) : (
        <div className="bo-table-scroll">
          <table className="bo-table">
            <caption className="bo-visually-hidden">Utilisateurs du partenaire</caption>
            <thead>
              <tr>
                <th scope="col">Nom</th>
                <th scope="col">E-mail</th>
                <th scope="col">Compte</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <td>
                    {user.firstname} {user.lastname}
                  </td>
                  <td>{user.email}</td>
                  <td>
                    {user.deactivated
                      ? 'Désactivé'
                      : user.activated
                        ? 'Actif'
                        : 'Première connexion à faire'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
