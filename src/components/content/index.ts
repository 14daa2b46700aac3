import './content.css';

export { BackLink } from './BackLink';
export { CardSkeletons } from './CardSkeletons';
export { DetailSkeleton } from './DetailSkeleton';
export { ContentLogo } from './ContentLogo';
export { ExternalSiteButton } from './ExternalSiteButton';
export { LoadError } from './LoadError';
export { openInNewTab } from './open-in-new-tab';
export { Paragraphs } from './Paragraphs';
export { idParams, parseId } from './not-found';
export { loadOrNotFound } from './load-or-not-found';
export { NotFoundMessage } from './NotFoundMessage';
