/**
 * The back office's « Services » (docs/back-office/services-plus.md): exclusive services and sale
 * permissions (`services_plus`), what an admin writes and what the API answers.
 */
import { z } from 'zod';
import { SERVICE_PLUS_TYPES } from '../../constants';
import {
  CONTENT_SORTS,
  ContentItem,
  ContentStatus,
  HttpsUrl,
  IsoDateTime,
  PublishedAt,
  contentListQuery,
  pageOf,
  requiredLine,
  requiredText,
  PartnerLink,
} from './common';
import { servicesPlusSection } from '../../sections/services-plus';

export const BoServicePlusType = z.enum(SERVICE_PLUS_TYPES, {
  message: 'Type inconnu : service exclusif ou accord de vente.',
});
export type BoServicePlusType = z.infer<typeof BoServicePlusType>;

/** The types as the back office names them (each customer may see its own label). */
export const SERVICE_PLUS_TYPE_LABELS = Object.fromEntries(
  SERVICE_PLUS_TYPES.map((type) => [type, servicesPlusSection.types[type].typeLabel]),
) as Record<BoServicePlusType, string>;

/** The body of `POST /bo/api/services` and `PUT /bo/api/services/:id`; the logo is sent apart. */
export const BoServicePlusInput = z.object({
  type: BoServicePlusType,
  title: requiredLine(200),
  summary: requiredLine(1000),
  description: requiredText(20_000),
  website: HttpsUrl,
  partnerId: PartnerLink,
  status: ContentStatus,
  /** A date in the future with `published` is a scheduled publication. */
  publishedAt: PublishedAt,
});
export type BoServicePlusInput = z.infer<typeof BoServicePlusInput>;

/** A service as listed: every field but the logo's bytes (`hasLogo` says whether it has one). */
export const BoServicePlus = ContentItem.extend({
  type: BoServicePlusType,
  summary: z.string(),
  description: z.string(),
  website: z.string(),
  createdAt: IsoDateTime,
  hasLogo: z.boolean(),
  partnerId: z.number().int().nullable(),
});
export type BoServicePlus = z.infer<typeof BoServicePlus>;

/** One service with its logo (base64 without the `data:` prefix, or null): the edit form's. */
export const BoServicePlusDetail = BoServicePlus.extend({ logoBase64: z.string().nullable() });
export type BoServicePlusDetail = z.infer<typeof BoServicePlusDetail>;

/** `GET /bo/api/services`: the search runs over title and summary. */
export const BoServicePlusListQuery = contentListQuery([...CONTENT_SORTS, 'type']).extend({
  type: BoServicePlusType.optional(),
});
export type BoServicePlusListQuery = z.infer<typeof BoServicePlusListQuery>;

export const BoServicePlusPage = pageOf(BoServicePlus);
export type BoServicePlusPage = z.infer<typeof BoServicePlusPage>;
