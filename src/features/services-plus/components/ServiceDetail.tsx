import { useSuspenseQuery } from '@tanstack/react-query';
import { BackLink, ContentLogo, ExternalSiteButton, Paragraphs } from '../../../components/content';
import type { ServicePlusType } from '../../../contract/api';
import { redirectToServicePlusWebsite, servicePlusQueryOptions, SERVICE_LIST_PATHS } from '../api';

export const SERVICE_REDIRECTION_FAILED = 'La redirection vers le site du service plus a échoué.';

export interface ServiceDetailProps {
  id: number;
  /** The name of each type's section (custom labels of the profile, or the defaults). */
  sectionLabels: Record<ServicePlusType, string>;
}

/** One exclusive service or sale permission: description and 'Accéder au site'. */
export function ServiceDetail({ id, sectionLabels }: ServiceDetailProps) {
  const { data: service } = useSuspenseQuery(servicePlusQueryOptions(id));
  const section = sectionLabels[service.type];
  return (
    <div className="content-page">
      <BackLink to={SERVICE_LIST_PATHS[service.type]}>{`Retour : ${section}`}</BackLink>
      <article className="content-detail" aria-labelledby="service-title">
        <header className="content-detail__head">
          <ContentLogo base64={service.logoBase64} name={service.title} size="large" />
          <div className="content-detail__heading">
            <p className="content-detail__source">{section}</p>
            <h1 id="service-title">{service.title}</h1>
          </div>
        </header>
        <p className="content-detail__lead">{service.summary}</p>
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
      </article>
    </div>
  );
}
