/** The « Offres » section's pages (docs/back-office/offers.md), from its declaration. */
import { contentSectionRoutes } from '../../components/content-section/routes';
import { offersBackOffice } from './section';

export const offersRoutes = contentSectionRoutes(offersBackOffice);
