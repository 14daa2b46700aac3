/** The « Services » section's pages (docs/back-office/services.md), from its declaration. */
import { contentSectionRoutes } from '../../components/content-section/routes';
import { servicesSection } from './section';

export const servicesRoutes = contentSectionRoutes(servicesSection);
