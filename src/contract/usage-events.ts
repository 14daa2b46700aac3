/**
 * What the PWA reports of its use (docs/statistics.md): one event per queued change, its id the
 * change's id, so that a replay is recorded once; a device sends the events its queue gathered
 * together. The server records the other kinds itself.
 */
import { z } from 'zod';
import './zod-config';
import { MAX_USAGE_EVENTS_PER_SEND } from './constants';
import { normaliseSearchTerms } from './search-terms';

const occurredAt = z.iso.datetime({ offset: true, message: 'Date et heure invalides.' });
const common = { id: z.uuid({ message: 'Identifiant d’événement invalide.' }), occurredAt };
const itemId = z.number().int().positive().max(2_147_483_647);

export const UsageEventInput = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      ...common,
      kind: z.enum(['offer_view', 'promotion_view', 'service_view', 'news_view']),
      itemId,
    }),
    z.strictObject({
      ...common,
      kind: z.literal('search'),
      searchTerms: z
        .string()
        .transform(normaliseSearchTerms)
        .pipe(z.string().min(1, 'Le texte recherché est vide.')),
      searchFound: z.boolean(),
    }),
    /** A theme filter chosen (`itemId`: its sub-theme) or cleared (none). */
    z.strictObject({ ...common, kind: z.literal('filter_change'), itemId: itemId.nullable() }),
    z.strictObject({ ...common, kind: z.literal('push_opened') }),
  ],
  { error: () => 'Type d’événement inconnu.' },
);
export type UsageEventInput = z.input<typeof UsageEventInput>;
export type UsageEvent = z.output<typeof UsageEventInput>;

/** What a device sends at once: the events gathered at the head of its queue, of one user. */
export const UsageEventsInput = z.strictObject({
  events: z
    .array(UsageEventInput)
    .min(1, 'Aucun événement à enregistrer.')
    .max(MAX_USAGE_EVENTS_PER_SEND, `${MAX_USAGE_EVENTS_PER_SEND} événements au plus par envoi.`),
});
export type UsageEventsInput = z.input<typeof UsageEventsInput>;
