/**
 * Each endpoint is described once, in src/contract/endpoints.ts (docs/http-contract.md): the
 * server registers exactly the catalogue's routes, and its route files write no path and no
 * schema of their own (they spread `contractRoute(endpoint)`, server/contract-route.ts).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type Fastify from 'fastify';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as catalogue from '../../src/contract/endpoints';
import { startTestServer, type TestServer } from '../support/api-server';
import { catalogueEntries } from '../support/catalogue';
import { API_PATH_PREFIXES, parseSource, stringLiterals } from '../support/source-literals';

/**
 * Every route the app registers, as Fastify's `onRoute` hook sees it: the hook is added to each
 * Fastify instance as it is created, before `buildApp` registers anything, so no production code
 * has to expose its routes.
 */
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<{ default: typeof Fastify }>();
  const withRouteList = ((options?: Parameters<typeof Fastify>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) registered.push({ method, url: route.url });
    });
    return app;
  }) as typeof Fastify;
  return { ...actual, default: withRouteList };
});

const endpoints = catalogueEntries(catalogue);

/** Every route under the API's path prefixes is an endpoint of the catalogue. */
const API_PREFIXES = API_PATH_PREFIXES;
const isApiPath = (url: string) =>
  API_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));

const ROUTES_DIR = path.resolve(import.meta.dirname, '../../server/routes');
/** The server-rendered back office (HTML pages and forms, not the API): its paths stay in it. */
const NOT_API = ['back-office.ts'];

describe('the server registers the routes of the contract', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite');
  });

  afterAll(async () => {
    await server?.close();
  });

  it('sees every registered route', () => {
    // The hook ran: the login route is there (guards the mock above, not the catalogue).
    expect(registered).toContainEqual({ method: 'POST', url: '/form-login' });
  });

  it.each(endpoints)('registers %s with its method and path', (_name, endpoint) => {
    expect(server.app.hasRoute({ method: endpoint.method, url: endpoint.path })).toBe(true);
    expect(registered).toContainEqual({ method: endpoint.method, url: endpoint.path });
  });

  it('registers no API route that the catalogue does not describe', () => {
    const described = new Set(endpoints.map(([, e]) => `${e.method} ${e.path}`));
    const undescribed = registered
      // Fastify answers HEAD for every GET route on its own.
      .filter(({ method, url }) => method !== 'HEAD' && isApiPath(url))
      .map(({ method, url }) => `${method} ${url}`)
      .filter((route) => !described.has(route));
    expect(undescribed).toEqual([]);
  });
});

/** The keys `schema` of the file's object literals: a route's schemas written by hand. */
function schemaKeys(source: ts.SourceFile): number[] {
  const lines: number[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
      node.name.getText(source) === 'schema'
    ) {
      lines.push(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

const routeFiles = (await readdir(ROUTES_DIR)).filter((name) => name.endsWith('.ts')).sort();
/** The route files of the API that are built from the contract. */
const contractRouteFiles = routeFiles.filter((name) => !NOT_API.includes(name));

describe('the route files write no path and no schema', () => {
  const parse = (name: string) => parseSource(path.join(ROUTES_DIR, name));

  const PATH_PREFIXES = ['/fo/', '/router', '/form-login', '/logout', '/document/', '/dev/'];

  it.each(contractRouteFiles)('%s takes its paths from the contract', async (name) => {
    const paths = stringLiterals(await parse(name))
      .filter(({ text }) => PATH_PREFIXES.some((prefix) => text.startsWith(prefix)))
      .map(({ text, line }) => `${name}:${line} '${text}'`);
    expect(paths).toEqual([]);
  });

  it.each(contractRouteFiles)('%s takes its schemas from the contract', async (name) => {
    const source = await parse(name);
    expect(schemaKeys(source).map((line) => `${name}:${line} schema`)).toEqual([]);
    // The contract's schemas come through the endpoint; types may still be named.
    const schemaImports = source.statements
      .filter(ts.isImportDeclaration)
      .filter((declaration) => {
        const from = (declaration.moduleSpecifier as ts.StringLiteral).text;
        return /contract\/api(\.js)?$/.test(from) && !declaration.importClause?.isTypeOnly;
      })
      .map((declaration) => declaration.getText(source));
    expect(schemaImports).toEqual([]);
  });
});
