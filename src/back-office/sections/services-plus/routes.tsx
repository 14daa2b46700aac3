/** The « Services » section's pages (docs/back-office/services-plus.md), from its declaration. */
import { contentSectionRoutes } from '../../components/content-section/routes';
import { servicesPlusBackOffice } from './section';

export const servicesPlusRoutes = contentSectionRoutes(servicesPlusBackOffice);
