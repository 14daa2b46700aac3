import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ContentLogo } from '../../../components/content';
import type { ServicePlusType } from '../../../contract/api';
import { servicesPlusQueryOptions } from '../api';
import { countText } from '../../../lib/numbers';

export interface ServiceListProps {
  type: ServicePlusType;
  /** The section's name: the profile's custom label or the default one. */
  title: string;
  /** False when the user's profile does not open this type of service. */
  enabled: boolean;
}

const NOUNS: Record<ServicePlusType, [string, string]> = {
  EXCLUSIVE_SERVICE: ['service', 'services'],
  SALE_PERMISSION: ['accord de vente', 'accords de vente'],
};

/** The services of one type as cards: logo, title, summary; each opens its detail. */
export function ServiceList({ type, title, enabled }: ServiceListProps) {
  const { data: services } = useSuspenseQuery(servicesPlusQueryOptions(type));
  const count = services.length;
  return (
    <div className="content-page">
      <header className="content-page__header">
        <h1>{title}</h1>
        <p className="content-page__lead">
          {type === 'EXCLUSIVE_SERVICE'
            ? 'Des services réservés aux clients de votre réseau, à des conditions privilégiées.'
            : 'Les accords de vente qui vous permettent de proposer ces produits à vos propres clients.'}
        </p>
      </header>
      <p className="content-count" role="status">
        {countText(count, ...NOUNS[type])}
      </p>
      {count === 0 ? (
        <div className="content-empty">
          <p className="content-empty__title">
            {enabled
              ? 'Rien n’est proposé dans cette rubrique pour le moment.'
              : 'Cette rubrique n’est pas activée pour votre compte.'}
          </p>
          <Link to="/saving/offer-list" className="button button--secondary">
            Voir les offres
          </Link>
        </div>
      ) : (
        <ul className="content-grid service-list" aria-label={title}>
          {services.map((service) => (
            <li key={service.id} className="service-list__item">
              <article className="content-card" aria-labelledby={`service-${service.id}-title`}>
                <div className="content-card__head">
                  <ContentLogo base64={service.logoBase64} name={service.title} />
                </div>
                <h2 id={`service-${service.id}-title`} className="content-card__title">
                  <Link
                    to="/saving/service/$id"
                    params={{ id: service.id }}
                    className="content-card__link"
                  >
                    {service.title}
                  </Link>
                </h2>
                <p className="content-card__summary">{service.summary}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
