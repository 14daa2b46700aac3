/** The « Partenaires » section's pages (docs/back-office/partners.md), from its declaration. */
import { contentSectionRoutes } from '../../components/content-section/routes';
import { partnersBackOffice } from './section';

export const partnersRoutes = contentSectionRoutes(partnersBackOffice);
