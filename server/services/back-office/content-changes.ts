/**
 * What the content sections share when an admin changes an item: the publication date an edit keeps,
 * and the journal's one-line French summary of the change (what happened to its publication, if it
 * has one, and which fields changed; the journal keeps the whole before and after beside it).
 */
import type { ContentStatus } from '../../db/schema.js';
import { isLive } from '../publication.js';

/** What decides whether an item shows to customers (services/publication.ts). */
export interface Published {
  status: ContentStatus;
  publishedAt: Date | null;
}

/**
 * The date an item keeps when it is saved again without one (the screen sends a date only for a
 * scheduled publication): published, the date it went live with if it is live, so that an edit
 * does not make it new again (otherwise none, and publicationTime publishes it now); archived,
 * the date it had, the day it was published; a draft, none.
 */
export function keptDate(status: ContentStatus, before: Published | undefined): Date | null {
  if (!before) return null;
  if (status === 'published') return isLive(before) ? before.publishedAt : null;
  return status === 'archived' ? before.publishedAt : null;
}

/** French names of the fields a summary may list. */
const FIELD_NAMES: Record<string, string> = {
  type: 'type',
  title: 'titre',
  name: 'nom',
  supplierName: 'fournisseur',
  summary: 'résumé',
  description: 'description',
  discount: 'remise',
  website: 'site web',
  validFrom: 'début de validité',
  validTo: 'fin de validité',
  visibleRoles: 'profils',
  privilege: 'promotion',
  priceList: 'grille tarifaire',
  subThemeIds: 'sous-thèmes',
  partnerId: 'partenaire',
  body: 'texte',
  active: 'actif',
};

/** Field values compared by content: a list of ids or roles is a new array at each read. */
const sameValue = (a: unknown, b: unknown) =>
  a === b || (Array.isArray(a) && Array.isArray(b) && JSON.stringify(a) === JSON.stringify(b));

const parisTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** « 12/05/2026 à 14:05 », Paris time. */
export function frenchDateTime(date: Date): string {
  return parisTime.format(date).replace(' ', ' à ');
}

/**
 * Where the item's publication stands after a change: « publié », « programmé pour le … »,
 * « archivé », « remis en brouillon » (« brouillon » for a creation); `feminine` for an
 * « actualité ». `before` is absent for a creation.
 */
export function statusChange(
  before: Published | undefined,
  after: Published,
  feminine = false,
  now: Date = new Date(),
): string {
  const e = feminine ? 'e' : '';
  switch (after.status) {
    case 'draft':
      if (!before) return 'brouillon';
      return before.status === 'draft'
        ? 'date de publication prévue changée'
        : `remis${e} en brouillon`;
    case 'archived':
      return `archivé${e}`;
    case 'published':
      if (after.publishedAt && after.publishedAt.getTime() > now.getTime()) {
        return `programmé${e} pour le ${frenchDateTime(after.publishedAt)}`;
      }
      return `publié${e}`;
  }
}

function samePublication(before: Published, after: Published): boolean {
  return (
    before.status === after.status &&
    (before.publishedAt?.getTime() ?? null) === (after.publishedAt?.getTime() ?? null)
  );
}

/** An item with a publication; a section without one (partners) has no status. */
const isPublished = (row: object): row is Published => 'status' in row && 'publishedAt' in row;

/**
 * « Service « Titre » modifié (titre, site web). », « … publié. », « … modifié (résumé) et
 * archivé. », « … enregistré sans changement. »: `subject` names the item as it was, `edited`
 * is the participle of a change (« modifié », « modifiée »). The publication's change only for
 * items that have one.
 */
export function describedChange<Row extends object>(
  subject: string,
  edited: string,
  before: Row,
  after: Row,
  feminine = false,
): string {
  const fields = Object.keys(FIELD_NAMES)
    .filter((key) => key in after)
    .filter((key) => !sameValue(before[key as keyof Row], after[key as keyof Row]))
    .map((key) => FIELD_NAMES[key]);
  const parts: string[] = [];
  if (fields.length > 0) parts.push(`${edited} (${fields.join(', ')})`);
  if (isPublished(before) && isPublished(after) && !samePublication(before, after)) {
    parts.push(statusChange(before, after, feminine));
  }
  if (parts.length === 0) parts.push(`enregistré${feminine ? 'e' : ''} sans changement`);
  return `${subject} ${parts.join(' et ')}.`;
}
