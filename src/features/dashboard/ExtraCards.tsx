import { useQuery } from '@tanstack/react-query';
import type { Progress } from '../../contract/api';
import { fidelityLinkQueryOptions } from './api';

/** Only web addresses become links: a stored `javascript:` must never run in the page. */
export function safeWebUrl(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The fidelity card, only when the server gives the user a link. */
export function FidelityCard() {
  const { data: link } = useQuery(fidelityLinkQueryOptions);
  const href = link ? safeWebUrl(link) : null;
  if (!href) return null;
  return (
    <section className="dashboard__card" aria-labelledby="fidelity-title">
      <h2 id="fidelity-title">Carte de fidélité</h2>
      <p>Retrouvez vos avantages fidélité et votre carte sur le site de notre partenaire.</p>
      <a className="button button--primary" href={href} target="_blank" rel="noopener noreferrer">
        Ouvrir ma carte de fidélité
        <span className="visually-hidden"> (nouvel onglet)</span>
      </a>
    </section>
  );
}

/** The optional modules, shown only when the profile enables them. */
export function ModulesCard({ progress }: { progress: Progress }) {
  if (!progress.beneficiaryModule && !progress.emailingModule) return null;
  return (
    <section className="dashboard__card" aria-labelledby="modules-title">
      <h2 id="modules-title">Vos modules</h2>
      <ul className="dashboard__items">
        {progress.beneficiaryModule && (
          <li className="dashboard__item">
            <h3 className="dashboard__item-title">Bénéficiaires</h3>
            <p className="dashboard__item-meta">
              Faites profiter vos salariés des offres négociées : votre conseiller vous accompagne
              pour inscrire vos bénéficiaires.
            </p>
          </li>
        )}
        {progress.emailingModule && (
          <li className="dashboard__item">
            <h3 className="dashboard__item-title">E-mailing</h3>
            <p className="dashboard__item-meta">
              Recevez par e-mail les nouvelles offres de vos centres d’intérêt et relayez-les à vos
              clients.
            </p>
          </li>
        )}
      </ul>
    </section>
  );
}
