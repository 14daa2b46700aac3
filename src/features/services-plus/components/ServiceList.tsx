import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ContentLogo } from '../../../components/content';
import { ListPagePending, PageIntroHeader } from '../../../components/content/PageIntro';
import type { ServicePlusType } from '../../../contract/api';
import { countText } from '../../../lib/numbers';
import { progressQueryOptions } from '../../../entities/progress/api';
import { servicesPlusQueryOptions } from '../api';
import { serviceListIntro, serviceSectionEnabled, serviceSectionTitle } from '../sections';

const NOUNS: Record<ServicePlusType, [string, string]> = {
  EXCLUSIVE_SERVICE: ['service', 'services'],
  SALE_PERMISSION: ['accord de vente', 'accords de vente'],
};

const PENDING_LABELS: Record<ServicePlusType, string> = {
  EXCLUSIVE_SERVICE: 'Chargement des services…',
  SALE_PERMISSION: 'Chargement des accords de vente…',
};

/** While the list loads: its title as soon as the profile is known, over placeholder cards. */
export function ServiceListPending({ type }: { type: ServicePlusType }) {
  const progress = useQueryClient().getQueryData(progressQueryOptions.queryKey);
  return <ListPagePending intro={serviceListIntro(type, progress)} label={PENDING_LABELS[type]} />;
}

/**
 * The services of one type as cards: logo, title, summary; each opens its detail. The section's
 * title and whether it is open come from the user's profile.
 */
export function ServiceList({ type }: { type: ServicePlusType }) {
  const { data: progress } = useSuspenseQuery(progressQueryOptions);
  const { data: services } = useSuspenseQuery(servicesPlusQueryOptions(type));
  const title = serviceSectionTitle(type, progress);
  const count = services.length;
  return (
    <div className="content-page">
      <PageIntroHeader intro={serviceListIntro(type, progress)} />
      <p className="content-count" role="status">
        {countText(count, ...NOUNS[type])}
      </p>
      {count === 0 ? (
        <div className="content-empty">
          <p className="content-empty__title">
            {serviceSectionEnabled(type, progress)
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
