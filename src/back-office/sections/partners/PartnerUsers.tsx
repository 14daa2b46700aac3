/**
 * The users attached to a partner (the partner user and its subordinates). Their accounts are
 * created and deactivated in « Utilisateurs »; here the admin chooses the partner's main account,
 * the only one that edits its colleagues' details (docs/back-office/partners.md).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { BoPartner } from '../../../contract/back-office/schemas/partners';
import { useToast } from '../../components';
import type { ItemPanelProps } from '../../components/content-section/definition';
import { errorMessage } from '../../http';
import { partnerUsersQueryOptions, setPartnerMainUser } from './api';

export const NO_USERS_LABEL = 'Aucun utilisateur n’est rattaché à ce partenaire.';
export const MAIN_ACCOUNT_LABEL = 'Compte principal';
export const MAKE_MAIN_LABEL = 'Désigner comme compte principal';

export function PartnerUsers({ item: { id: partnerId } }: ItemPanelProps<BoPartner>) {
  const { data: users, error, isPending } = useQuery(partnerUsersQueryOptions(partnerId));
  const queryClient = useQueryClient();
  const toast = useToast();
  const makeMain = useMutation({
    mutationFn: (userId: number) => setPartnerMainUser(partnerId, userId),
    onSuccess: (list) => {
      queryClient.setQueryData(partnerUsersQueryOptions(partnerId).queryKey, list);
      const main = list.find((user) => user.main);
      if (main) {
        toast.show(`${main.firstname} ${main.lastname} est le compte principal du partenaire.`, {
          kind: 'success',
        });
      }
    },
  });
  return (
    <section className="bo-panel" aria-labelledby="partner-users-title">
      <h2 id="partner-users-title">Utilisateurs du partenaire</h2>
      <p className="bo-field-hint">
        Les comptes des partenaires se créent dans la section <Link to="/users">Utilisateurs</Link>{' '}
        (rôle « Partenaire », en choisissant ce partenaire). Le compte principal est le seul à
        pouvoir modifier les informations de ses collaborateurs dans l’espace partenaire, jamais
        leur mot de passe ni leur adresse e-mail.
      </p>
      {makeMain.error ? (
        <p role="alert" className="bo-field-error">
          {errorMessage(makeMain.error)}
        </p>
      ) : null}
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
                <th scope="col">{MAIN_ACCOUNT_LABEL}</th>
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
                  <td>
                    {user.main ? (
                      'Oui'
                    ) : user.role === 'PARTNER' ? (
                      <button
                        type="button"
                        className="bo-button bo-button--small"
                        disabled={makeMain.isPending}
                        onClick={() => makeMain.mutate(user.id)}
                      >
                        {MAKE_MAIN_LABEL}
                        <span className="bo-visually-hidden">
                          {' '}
                          : {user.firstname} {user.lastname}
                        </span>
                      </button>
                    ) : (
                      'Non'
                    )}
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
