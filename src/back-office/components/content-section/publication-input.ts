/**
 * A section with publication: what its form holds of an item's status and date, and of a new
 * item's. Only a publication still to come keeps its date in the form (« Publication programmée
 * le »); otherwise `publishedAt` is null, which leaves the date of an item already live or
 * archived as it is, publishes a draft now and clears a draft's (keptDate,
 * server/services/back-office/content-changes.ts).
 */
import type { ContentStatus } from '../../../contract/back-office/schemas/common';
import { isScheduled } from '../status/StatusBadge';

export function publicationInput(
  item: { status: ContentStatus; publishedAt: string | null },
  now = Date.now(),
): { status: ContentStatus; publishedAt: string | null } {
  const { status, publishedAt } = item;
  return { status, publishedAt: isScheduled(status, publishedAt, now) ? publishedAt : null };
}

/** A new item: a draft until the admin publishes it. */
export const newDraft = () => ({ status: 'draft' as const, publishedAt: null });
