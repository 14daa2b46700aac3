/**
 * The back office's « Services » (docs/back-office/services.md): exclusive services and sale
 * permissions (`services_plus`), what an admin writes and what the API answers.
 */
import { z } from 'zod';
import { SERVICE_PLUS_TYPES } from '../../constants';
import {
  ContentStatus,
  HttpsUrl,
  IsoDateTime,
  ListQuery,
  PublishedAt,
  pageOf,
  requiredLine,
  requiredText,
} from './common';

export const BoServiceType = z.enum(SERVICE_PLUS_TYPES, {
  message: 'Type inconnu : service exclusif ou accord de vente.',
});
export type BoServiceType = z.infer<typeof BoServiceType>;

/** The types as the back office names them (each customer may see its own label). */
export const SERVICE_TYPE_LABELS: Record<BoServiceType, string> = {
  EXCLUSIVE_SERVICE: 'Service exclusif',
  SALE_PERMISSION: 'Accord de vente',
};

/** The body of `POST /bo/api/services` and `PUT /bo/api/services/:id`; the logo is sent apart. */
export const BoServiceInput = z.object({
  type: BoServiceType,
  title: requiredLine(200),
  summary: requiredLine(1000),
  description: requiredText(20_000),
  website: HttpsUrl,
  status: ContentStatus,
  /** A date in the future with `published` is a scheduled publication. */
  publishedAt: PublishedAt,
});
export type BoServiceInput = z.infer<typeof BoServiceInput>;

/** A service as listed: every field but the logo's bytes (`hasLogo` says whether it has one). */
export const BoService = z.object({
  id: z.number().int(),
  type: BoServiceType,
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  website: z.string(),
  status: ContentStatus,
  /** When it went or goes live; null for a draft never scheduled. */
  publishedAt: IsoDateTime.nullable(),
  updatedAt: IsoDateTime,
  createdAt: IsoDateTime,
  hasLogo: z.boolean(),
});
export type BoService = z.infer<typeof BoService>;

/** One service with its logo (base64 without the `data:` prefix, or null): the edit form's. */
export const BoServiceDetail = BoService.extend({ logoBase64: z.string().nullable() });
export type BoServiceDetail = z.infer<typeof BoServiceDetail>;

export const BO_SERVICE_SORTS = ['title', 'type', 'publishedAt', 'status', 'updatedAt'] as const;

/** `GET /bo/api/services`: the search runs over title and summary. */
export const BoServiceListQuery = ListQuery.extend({
  sort: z.enum(BO_SERVICE_SORTS, { message: 'Tri non accepté.' }).optional(),
  type: BoServiceType.optional(),
  status: ContentStatus.optional(),
});
export type BoServiceListQuery = z.infer<typeof BoServiceListQuery>;

export const BoServicePage = pageOf(BoService);
export type BoServicePage = z.infer<typeof BoServicePage>;
