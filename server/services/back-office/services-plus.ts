/**
 * The back office's « Services » (docs/back-office/services-plus.md): exclusive services and sale
 * permissions as admins see and write them, drafts and archives included, built by the content
 * sections' store (./content-section.ts). Customers read the same rows through
 * services/services-plus.ts, which shows live ones only.
 */
import { eq, sql } from 'drizzle-orm';
import type {
  BoServicePlus,
  BoServicePlusDetail,
  BoServicePlusInput,
  BoServicePlusListQuery,
} from '../../../src/contract/back-office/schemas/services-plus.js';
import { frenchPhrases } from '../../../src/contract/sections/french.js';
import { servicesPlusSection } from '../../../src/contract/sections/services-plus.js';
import { servicesPlus } from '../../db/schema.js';
import { contentStore } from './content-section.js';
import { checkPartnerLink } from './partner-link.js';

const SERVICE = frenchPhrases(servicesPlusSection.noun);

export const servicesPlusStore = contentStore<
  BoServicePlus,
  BoServicePlusDetail,
  BoServicePlusInput,
  BoServicePlusListQuery
>({
  table: servicesPlus,
  entity: 'service',
  columns: {
    id: servicesPlus.id,
    type: servicesPlus.type,
    title: servicesPlus.title,
    summary: servicesPlus.summary,
    description: servicesPlus.description,
    website: servicesPlus.website,
    status: servicesPlus.status,
    publishedAt: servicesPlus.publishedAt,
    updatedAt: servicesPlus.updatedAt,
    createdAt: servicesPlus.createdAt,
    hasLogo: sql<boolean>`${servicesPlus.logoBase64} is not null`,
    partnerId: servicesPlus.partnerId,
  },
  dates: ['createdAt'],
  searched: [servicesPlus.title, servicesPlus.summary],
  filters: (query) => [query.type ? eq(servicesPlus.type, query.type) : undefined],
  sortKeys: { type: sql`${servicesPlus.type}` },
  noun: SERVICE.One,
  feminine: servicesPlusSection.noun.feminine,
  picture: {
    column: servicesPlus.logoBase64,
    field: 'logoBase64',
    noun: `Logo ${SERVICE.of}`,
    feminine: false,
    uploaded: 'upload-logo',
    deleted: 'delete-logo',
  },
  // A service has no links of its own; its partner is checked with each save.
  links: { check: checkPartnerLink, write: async () => undefined },
});
