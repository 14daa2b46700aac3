import { useSuspenseQuery } from '@tanstack/react-query';
import { ContentLogo, ExternalSiteButton, Paragraphs } from '../../../components/content';
import { ContentDetailPage } from '../../../components/content/ContentDetailPage';
import type { ServicePlusType } from '../../../contract/api';
import { FavouriteButton } from '../../../entities/favourites/FavouriteButton';
import { useViewRecorded } from '../../../entities/usage/use-usage';
import { redirectToServicePlusWebsite, servicePlusQueryOptions, SERVICE_LIST_PATHS } from '../api';

export const SERVICE_REDIRECTION_FAILED = 'La redirection vers le site du service plus a échoué.';

export interface ServiceDetailProps {
  id: number;
  /** The name of each type's section (custom labels of the profile, or the defaults). */
  sectionLabels: Record<ServicePlusType, string>;
}

/** One exclusive service or sale permission: its star, description and 'Accéder au site'. */
export function ServiceDetail({ id, sectionLabels }: ServiceDetailProps) {
  const { data: service } = useSuspenseQuery(servicePlusQueryOptions(id));
  useViewRecorded('service_view', service.id);
  const section = sectionLabels[service.type];
  return (
    <ContentDetailPage
      back={{ to: SERVICE_LIST_PATHS[service.type], label: `Retour : ${section}` }}
      titleId="service-title"
      logo={<ContentLogo base64={service.logoBase64} name={service.title} size="large" />}
      headerEnd={<FavouriteButton kind="servicePlus" id={service.id} />}
      source={section}
      title={service.title}
      lead={service.summary}
    >
      <div className="content-detail__actions">
        <ExternalSiteButton
          redirect={() => redirectToServicePlusWebsite(service.id)}
          failureMessage={SERVICE_REDIRECTION_FAILED}
        />
      </div>
      <section className="content-detail__section" aria-labelledby="service-description">
        <h2 id="service-description">Description</h2>
        <Paragraphs text={service.description} className="content-detail__body" />
      </section>
    </ContentDetailPage>
  );
}
