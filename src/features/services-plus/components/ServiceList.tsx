import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ContentListPage } from '../../../components/content/ContentListPage';
import { ListPagePending } from '../../../components/content/PageIntro';
import type { ServicePlusType } from '../../../contract/api';
import { countText } from '../../../lib/numbers';
import { progressQueryOptions } from '../../../entities/progress/api';
import { ServiceCard } from '../../../entities/services-plus/ServiceCard';
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
 * The services of one type as cards: logo, star, title, summary; each opens its detail. The
 * section's title and whether it is open come from the user's profile.
 */
export function ServiceList({ type }: { type: ServicePlusType }) {
  const { data: progress } = useSuspenseQuery(progressQueryOptions);
  const { data: services } = useSuspenseQuery(servicesPlusQueryOptions(type));
  const title = serviceSectionTitle(type, progress);
  return (
    <ContentListPage
      intro={serviceListIntro(type, progress)}
      label={title}
      items={services}
      count={countText(services.length, ...NOUNS[type])}
      empty={
        <>
          <p className="content-empty__title">
            {serviceSectionEnabled(type, progress)
              ? 'Rien n’est proposé dans cette rubrique pour le moment.'
              : 'Cette rubrique n’est pas activée pour votre compte.'}
          </p>
          <Link to="/saving/offer-list" className="button button--secondary">
            Voir les offres
          </Link>
        </>
      }
      className="service-list"
      itemClassName="service-list__item"
    >
      {(service) => <ServiceCard service={service} />}
    </ContentListPage>
  );
}
