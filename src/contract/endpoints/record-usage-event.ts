import { endpoint } from '../endpoint';
import type * as Schemas from '../usage-events';

// Hidden from the bundler as in ../load-schemas.ts: the PWA sends this endpoint, never loads zod.
const SCHEMAS_MODULE = '../usage-events.js';
const schemas = () => import(/* @vite-ignore */ SCHEMAS_MODULE) as Promise<typeof Schemas>;

/**
 * One use of the app the PWA reports (a change: it names its owner), recorded once per id; an
 * admin acting as someone is answered alike and nothing is recorded (docs/statistics.md).
 */
export const recordUsageEvent = endpoint({
  method: 'POST',
  path: '/fo/user/usageEvents',
  body: 'json',
  answer: 'none',
  status: 204,
  schemas: () => schemas().then((s) => ({ body: s.UsageEventInput })),
});
