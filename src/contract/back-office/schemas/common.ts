/**
 * Building blocks of the back office's API (docs/back-office.md): pages of a list, the status of
 * a piece of content, dates and URLs as the back office's forms check them. Only the back office
 * and the server import these; the PWA never does.
 */
import { z } from 'zod';
import '../../zod-config';

/** `draft` | `published` | `archived` (see server/services/publication.ts). */
export const ContentStatus = z.enum(['draft', 'published', 'archived']);
export type ContentStatus = z.infer<typeof ContentStatus>;

export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  draft: 'Brouillon',
  published: 'Publié',
  archived: 'Archivé',
};

export const IsoDateTime = z.iso.datetime({ offset: true, message: 'Date et heure invalides.' });
export const IsoDate = z.iso.date({ message: 'Date invalide (AAAA-MM-JJ).' });

/** An optional publication date-time: absent or null when publishing now. */
export const PublishedAt = IsoDateTime.nullable().optional();

/** A website: an absolute https URL. */
export const HttpsUrl = z
  .string()
  .trim()
  .min(1, 'Ce champ est obligatoire.')
  .max(2000, 'L’adresse est trop longue.')
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'L’adresse doit commencer par https://.');

/** A required line of text, trimmed, at most `max` characters. */
export const requiredLine = (max = 200) =>
  z
    .string()
    .trim()
    .min(1, 'Ce champ est obligatoire.')
    .max(max, `Ce champ ne peut dépasser ${max} caractères.`);

/** A required block of text (description, body), at most `max` characters. */
export const requiredText = (max = 20_000) => requiredLine(max);

/** `?query=&page=&pageSize=&sort=&order=` of every list; pages start at 1. */
export const ListQuery = z.object({
  query: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.string().max(40).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

/**
 * What every content section's item (news, services, offers) answers besides its own fields: its
 * id, its title, where its publication stands and its last change.
 */
export const ContentItem = z.object({
  id: z.number().int(),
  title: z.string(),
  status: ContentStatus,
  /** When it went or goes live; null for a draft never scheduled. */
  publishedAt: IsoDateTime.nullable(),
  updatedAt: IsoDateTime,
});

/** The sorts every content list accepts; a section adds its own. */
export const CONTENT_SORTS = ['title', 'publishedAt', 'status', 'updatedAt'] as const;

/** A content list's query: `sorts` among its keys, and the status filter every one has. */
export const contentListQuery = <const Sorts extends readonly [string, ...string[]]>(
  sorts: Sorts,
) =>
  ListQuery.extend({
    sort: z.enum(sorts, { message: 'Tri non accepté.' }).optional(),
    status: ContentStatus.optional(),
  });

/** One page of a list: its items, and how many there are in all. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });

export const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** What an upload answers: the stored file's size, and the object's new state where it has one. */
export const UploadResult = z.object({ bytes: z.number().int().nonnegative() });

/**
 * The partner an offer or a service belongs to (docs/back-office/statistics.md): that partner sees its
 * figures in its space. Null: none; absent from a body: unchanged.
 */
export const PartnerLink = z
  .number({ message: 'Partenaire invalide.' })
  .int({ message: 'Partenaire invalide.' })
  .positive({ message: 'Partenaire invalide.' })
  .max(2_147_483_647, { message: 'Partenaire invalide.' })
  .nullable()
  .optional();
