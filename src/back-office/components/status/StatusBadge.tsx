/**
 * A piece of content's status as the lists show it: « Brouillon », « Publié », « Archivé », and
 * « Programmé » with its date for a publication still to come (server/services/publication.ts:
 * a published item with a future date shows to customers from that date).
 */
import {
  CONTENT_STATUS_LABELS,
  type ContentStatus,
} from '../../../contract/back-office/schemas/common';
import { formatDateTime } from '../../../lib/dates';

export const SCHEDULED_LABEL = 'Programmé';

/** True when a published item's date is still to come. */
export function isScheduled(
  status: ContentStatus,
  publishedAt: string | null | undefined,
  now: number = Date.now(),
): boolean {
  return status === 'published' && !!publishedAt && Date.parse(publishedAt) > now;
}

export function statusLabel(status: ContentStatus, publishedAt?: string | null): string {
  return publishedAt && isScheduled(status, publishedAt)
    ? `${SCHEDULED_LABEL} le ${formatDateTime(publishedAt)}`
    : CONTENT_STATUS_LABELS[status];
}

export function StatusBadge({
  status,
  publishedAt,
}: {
  status: ContentStatus;
  publishedAt?: string | null;
}) {
  const kind = isScheduled(status, publishedAt) ? 'scheduled' : status;
  return <span className={`bo-status bo-status--${kind}`}>{statusLabel(status, publishedAt)}</span>;
}
