import { useState } from 'react';
import type { Partner, PartnerUser } from '../../contract/api';
import { imageDataUrl } from '../../lib/images';
import { useActivePartners, usePartner, usePartnerUser, useSubordinates } from './api';
import { fullName } from './form-schema';
import { PersonEditDialog } from './PersonEditDialog';
import './partner.css';

export const MAIN_ACCOUNT_EDITS_MESSAGE =
  'Seul le compte principal de votre espace partenaire peut modifier les informations de vos collaborateurs.';

type Editing = { person: PartnerUser; isSelf: boolean; trigger: HTMLElement | null };

/**
 * The partner's space: who it is, its people and the active partners. Each user edits its own
 * details; the partner's main account also edits its colleagues', never their password or e-mail
 * (docs/http-contract.md, "Partner space"). While an admin acts as the user, neither is offered.
 */
export function PartnerHome({
  partnerId,
  userId,
  actingAs,
}: {
  partnerId: number;
  userId: number;
  /** An admin acts as this user. */
  actingAs: boolean;
}) {
  const { data: partner } = usePartner(partnerId);
  const isMainAccount = partner.mainUserId === userId;
  const { data: self } = usePartnerUser(userId);
  const { data: subordinates } = useSubordinates(partnerId);
  const [editing, setEditing] = useState<Editing | null>(null);

  const edit = (person: PartnerUser, isSelf: boolean) => (event: { currentTarget: HTMLElement }) =>
    setEditing({ person, isSelf, trigger: event.currentTarget });

  return (
    <div className="partner-home">
      <section
        className="partner-card partner-card--intro surface surface--raised"
        aria-labelledby="partner-name"
      >
        <h1 id="partner-name">{partner.name}</h1>
        <p>{partner.description}</p>
        <p>
          <a href={partner.website} target="_blank" rel="noopener noreferrer">
            Site du partenaire<span className="visually-hidden"> (nouvel onglet)</span>
          </a>
        </p>
      </section>

      <section className="partner-card surface surface--raised" aria-labelledby="partner-self">
        <h2 id="partner-self">Vos informations</h2>
        <PersonDetails person={self} />
        <button type="button" className="button button--secondary" onClick={edit(self, true)}>
          Modifier vos informations
        </button>
      </section>

      <section className="partner-card surface surface--raised" aria-labelledby="partner-team">
        <h2 id="partner-team">Vos collaborateurs</h2>
        {subordinates.length === 0 ? (
          <p>Aucun collaborateur n’est rattaché à votre espace partenaire.</p>
        ) : (
          <>
            {!isMainAccount && <p>{MAIN_ACCOUNT_EDITS_MESSAGE}</p>}
            <ul className="partner-people">
              {subordinates.map((person) => (
                <li key={person.id} className="partner-person">
                  <h3>{fullName(person)}</h3>
                  <PersonDetails person={person} />
                  {isMainAccount && (
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={edit(person, false)}
                    >
                      Modifier<span className="visually-hidden"> {fullName(person)}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <ActivePartners />

      {editing && (
        <PersonEditDialog
          key={editing.person.id}
          person={editing.person}
          isSelf={editing.isSelf}
          ownCredentials={editing.isSelf && !actingAs}
          returnFocusTo={editing.trigger}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

function PersonDetails({ person }: { person: PartnerUser }) {
  return (
    <dl className="partner-details">
      <div>
        <dt>Fonction</dt>
        <dd>{person.function || 'Non renseignée'}</dd>
      </div>
      <div>
        <dt>Adresse e-mail</dt>
        <dd>{person.email}</dd>
      </div>
      <div>
        <dt>Téléphone</dt>
        <dd>{person.phone || 'Non renseigné'}</dd>
      </div>
    </dl>
  );
}

function ActivePartners() {
  const { data: partners } = useActivePartners();
  return (
    <section className="partner-card surface surface--raised" aria-labelledby="partner-active">
      <h2 id="partner-active">Partenaires actifs</h2>
      {partners.length === 0 ? (
        <p>Aucun partenaire n’est actif pour le moment.</p>
      ) : (
        <ul className="partner-list">
          {partners.map((partner) => (
            <ActivePartner key={partner.id} partner={partner} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ActivePartner({ partner }: { partner: Partner }) {
  return (
    <li className="partner-list__item">
      {partner.logoBase64 && (
        <img
          className="partner-list__logo"
          src={imageDataUrl(partner.logoBase64)}
          alt={`Logo de ${partner.name}`}
        />
      )}
      <div>
        <h3>{partner.name}</h3>
        <p>{partner.description}</p>
        <a href={partner.website} target="_blank" rel="noopener noreferrer">
          Site de {partner.name}
          <span className="visually-hidden"> (nouvel onglet)</span>
        </a>
      </div>
    </li>
  );
}
