/**
 * The zod schemas of every endpoint (`./api`), loaded on demand: the server loads them to register
 * its routes and check every request and answer. The PWA never calls it and takes only their
 * types, so no zod comes with an endpoint.
 *
 * The module's name is kept from the bundler: an import it can see would tie the schemas' chunk
 * to every chunk that holds an endpoint, the first screen's included (its address, the list of its
 * dependencies, and the shared modules split out for it: 0.4 KB gzip). tsx (the server) and Vitest
 * resolve it at run time.
 */
import type * as Schemas from './api';

const SCHEMAS_MODULE = './api.js';

export const api = () => import(/* @vite-ignore */ SCHEMAS_MODULE) as Promise<typeof Schemas>;
