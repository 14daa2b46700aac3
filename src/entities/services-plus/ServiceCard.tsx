import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ContentLogo } from '../../components/content/ContentLogo';
import { ContentCard } from '../../components/content/ContentListPage';
import type { ServicePlus } from '../../contract/api';
import { FavouriteStar } from '../favourites/FavouriteStar';

export interface ServiceCardProps {
  service: ServicePlus;
  /** Its title's level: 2 in its section's list, 3 under a heading of the page's own. */
  headingLevel?: 2 | 3;
  /** Over the title, beside the logo: the section it belongs to, where the page mixes both. */
  source?: string;
  /** The star; by default the lists' own, whose code comes after the first screen. */
  star?: ReactNode;
}

/**
 * One exclusive service or sale permission of a list (its section's, « Mes favoris »): logo, its
 * star, title (the link to its page) and summary.
 */
export function ServiceCard({
  service,
  headingLevel,
  source,
  star = <FavouriteStar kind="servicePlus" id={service.id} />,
}: ServiceCardProps) {
  return (
    <ContentCard
      titleId={`service-${service.id}-title`}
      headingLevel={headingLevel}
      top={
        <div className="content-card__head">
          <ContentLogo base64={service.logoBase64} name={service.title} />
          {source && <p className="content-card__source">{source}</p>}
          {star}
        </div>
      }
      title={
        <Link to="/saving/service/$id" params={{ id: service.id }} className="content-card__link">
          {service.title}
        </Link>
      }
      summary={service.summary}
    />
  );
}
