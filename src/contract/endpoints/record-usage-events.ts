import { endpoint } from '../endpoint';
import type * as Schemas from '../usage-events';

// Hidden from the bundler as in ../load-schemas.ts: the PWA sends this endpoint, never loads zod.
const SCHEMAS_MODULE = '../usage-events.js';
const schemas = () => import(/* @vite-ignore */ SCHEMAS_MODULE) as Promise<typeof Schemas>;

/**
 * Uses of the app the PWA reports, gathered by its queue (changes of one owner, named in the
 * request), each recorded once per id; an admin acting as someone is answered alike and nothing is
 * recorded (docs/statistics.md).
 */
export const recordUsageEvents = endpoint({
  method: 'POST',
  path: '/fo/user/usageEvents',
  body: 'json',
  answer: 'none',
  status: 204,
  schemas: () => schemas().then((s) => ({ body: s.UsageEventsInput })),
});
