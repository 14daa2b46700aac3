import './content.css';

export { BackLink } from './BackLink';
export { CardSkeletons, DetailSkeleton } from './CardSkeletons';
export { ContentLogo } from './ContentLogo';
export { ExternalSiteButton } from './ExternalSiteButton';
export { LoadError } from './LoadError';
export { openInNewTab } from './open-in-new-tab';
export { Paragraphs } from './Paragraphs';
export { idParams, loadOrNotFound, parseId } from './not-found';
export { NotFoundMessage } from './NotFoundMessage';
