/**
 * The hot reads (docs/performance.md, "Hot reads"): the GET routes whose answer is a JSON built
 * once and shared (a role's offers, a section's list, a user's progress). Each is a Fastify route
 * like any other, and is also answered before Fastify, straight from the HTTP server's request
 * event, when nothing of Fastify's per-request work would change the answer: the session kept in
 * memory and current (plugins/session.ts, `keptSession`), its role allowed, the params valid, no
 * query string, the shared answer there. Anything else goes to Fastify, which answers as always.
 * The answer is the same either way: the same function gives it, sent by `sharedAnswer` with the
 * same security headers (tests/api/hot-reads.test.ts compares them).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay from 'find-my-way';
import type { z } from 'zod';
import type { Endpoint, EndpointSchemas } from '../../src/contract/endpoint.js';
import type { Role } from '../../src/contract/api.js';
import { contractRoute } from '../contract-route.js';
import { whenReady, type MaybePromise } from '../maybe-promise.js';
import { requestAddressReader, type RequestAddress } from '../request-address.js';
import type { SharedJson } from '../shared-json.js';
import { sessionOf } from './auth.js';
import { SECURITY_HEADERS } from './security.js';
import type { Session } from './session.js';
import { sharedAnswer, type SharedAnswer } from './shared-json.js';

type Params<S extends EndpointSchemas> = S['params'] extends z.ZodType
  ? z.output<S['params']>
  : undefined;

export interface SharedRead<S extends EndpointSchemas> {
  roles: readonly Role[];
  /**
   * The answer for this session and these params; undefined when it has none to share. At once
   * when it is in memory: the hot path then answers in the same turn of the event loop.
   */
  shared(session: Session, params: Params<S>): MaybePromise<SharedJson | undefined>;
  /**
   * What the route answers without a shared answer (a 404, a read of the database); for a read
   * that always has one, nothing.
   */
  otherwise?(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

interface HotRead {
  roles: ReadonlySet<Role>;
  params: z.ZodType | undefined;
  shared(session: Session, params: unknown): MaybePromise<SharedJson | undefined>;
}

type Fallback = (request: IncomingMessage, response: ServerResponse) => void;

/** What the hot path needs of the app, set once its plugins are registered. */
interface Ready {
  keptSession: FastifyInstance['keptSession'];
  parseCookie: FastifyInstance['parseCookie'];
  log: FastifyBaseLogger;
  /** Whether each answer is logged (at `info`), as Fastify logs its own. */
  logsRequests: boolean;
  addressOf: (request: IncomingMessage) => RequestAddress;
  beforeEachRequest: (() => Promise<void>) | undefined;
}

/** Each answer's headers with the security headers, made once: a shared answer never changes. */
const withSecurityHeaders = new WeakMap<SharedAnswer, OutgoingHttpHeaders>();
function headersOf(answer: SharedAnswer): OutgoingHttpHeaders {
  let headers = withSecurityHeaders.get(answer);
  if (!headers) {
    headers = { ...SECURITY_HEADERS, ...answer.headers };
    withSecurityHeaders.set(answer, headers);
  }
  return headers;
}

/** The hot routes and the request handler that answers them ahead of Fastify. */
export class HotReads {
  // Fastify's own router, with Fastify's defaults: a path matches here exactly when it does there.
  private readonly router = FindMyWay({ maxParamLength: 100 });
  private ready: Ready | undefined;
  /** How many requests the hot path has answered: what tests and operators can check. */
  answered = 0;
  /** Numbers the logged answers' ids (`hot-…`), apart from Fastify's own (`req-…`). */
  private logged = 0;

  start(ready: Ready): void {
    this.ready = ready;
  }

  /** From now on Fastify answers everything: closing, it answers 503 and closes connections. */
  stop(): void {
    this.ready = undefined;
  }

  add(path: string, read: HotRead): void {
    this.router.on('GET', path, () => undefined, read);
  }

  /** The HTTP server's request handler: the hot path, else `fallback` (Fastify's handler). */
  handle(request: IncomingMessage, response: ServerResponse, fallback: Fallback): void {
    const url = request.url ?? '';
    const ready = this.ready;
    const found =
      ready && request.method === 'GET' && !url.includes('?') ? this.router.find('GET', url) : null;
    if (!ready || !found) return fallback(request, response);
    let answered: MaybePromise<boolean>;
    try {
      answered = this.answer(ready, request, response, found.store as HotRead, found.params);
    } catch (error) {
      answered = Promise.reject(error);
    }
    if (answered === true) return;
    if (answered === false) return fallback(request, response);
    answered.then(
      (done) => {
        if (!done) fallback(request, response);
      },
      // Fastify then answers as it would have (its error handler, if the failure happens again).
      () => {
        if (!response.headersSent) fallback(request, response);
      },
    );
  }

  /** Whether it answered: at once when everything the answer needs is in memory. */
  private answer(
    ready: Ready,
    request: IncomingMessage,
    response: ServerResponse,
    read: HotRead,
    rawParams: Record<string, string | undefined>,
  ): MaybePromise<boolean> {
    const started = performance.now();
    return whenReady(ready.beforeEachRequest?.(), () =>
      this.answerFor(ready, request, response, read, rawParams, started),
    );
  }

  /** The answer, once the tests' hook (`beforeEachRequest`), if any, has run. */
  private answerFor(
    ready: Ready,
    request: IncomingMessage,
    response: ServerResponse,
    read: HotRead,
    rawParams: Record<string, string | undefined>,
    started: number,
  ): MaybePromise<boolean> {
    const session = ready.keptSession(ready.parseCookie(request.headers.cookie ?? ''));
    if (!session || !read.roles.has(session.effectiveUser.role)) return false;
    let params: unknown;
    if (read.params) {
      const parsed = read.params.safeParse(rawParams);
      if (!parsed.success) return false;
      params = parsed.data;
    }
    return whenReady(read.shared(session, params), (shared) => {
      if (!shared) return false;
      return whenReady(sharedAnswer(shared, request.headers), (answer) => {
        response.writeHead(answer.status, headersOf(answer));
        response.end(answer.body);
        this.answered += 1;
        if (ready.logsRequests) this.logAnswer(ready, request, answer.status, started);
        return true;
      });
    });
  }

  /**
   * The two lines Fastify logs for a request it answers, with the same fields: its request
   * serializer's (server/log-redaction.ts, given what Fastify's request would give it) and the
   * answer's status and time.
   */
  private logAnswer(ready: Ready, request: IncomingMessage, statusCode: number, started: number) {
    this.logged += 1;
    const child = ready.log.child({ reqId: `hot-${this.logged.toString(36)}` });
    const { ip, host } = ready.addressOf(request);
    child.info(
      { req: { method: request.method, url: request.url, host, ip, socket: request.socket } },
      'incoming request',
    );
    child.info(
      { res: { statusCode }, responseTime: performance.now() - started, hot: true },
      'request completed',
    );
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    hotReads: HotReads;
  }
}

/**
 * Registers `endpoint` (a GET of the contract) as a Fastify route for `roles`, and as a hot read:
 * both answer `shared(...)` when it gives an answer, the route `otherwise(...)` when not.
 */
export async function sharedRead<S extends EndpointSchemas>(
  app: FastifyInstance,
  endpoint: Endpoint<S> & { method: 'GET'; answer: 'json' },
  read: SharedRead<S>,
): Promise<void> {
  const route = await contractRoute(endpoint);
  const handler: RouteHandlerMethod = async (request, reply) => {
    const shared = await read.shared(sessionOf(request), request.params as Params<S>);
    if (shared) return reply.sendSharedJson(shared);
    if (!read.otherwise) throw new Error(`${endpoint.path}: no shared answer`);
    return read.otherwise(request, reply);
  };
  app.route({ ...route, preHandler: app.requireRoles(read.roles), handler } as RouteOptions);
  app.hotReads.add(endpoint.path, {
    roles: new Set(read.roles),
    params: route.schema.params as z.ZodType | undefined,
    shared: read.shared as HotRead['shared'],
  });
}

/** Hands the app's session and logger to `hotReads` (made with the server: app.ts). */
const hotReadsPlugin: FastifyPluginAsync<{
  hotReads: HotReads;
  beforeEachRequest?: () => Promise<void>;
}> = async (app, { hotReads, beforeEachRequest }) => {
  app.decorate('hotReads', hotReads);
  app.addHook('onReady', (done) => {
    hotReads.start({
      keptSession: app.keptSession,
      parseCookie: app.parseCookie,
      log: app.log,
      logsRequests: ['trace', 'debug', 'info'].includes(app.log.level),
      addressOf: requestAddressReader(app.config.trustProxy),
      beforeEachRequest,
    });
    done();
  });
  app.addHook('preClose', (done) => {
    hotReads.stop();
    done();
  });
};

export default fp(hotReadsPlugin, {
  name: 'hot-reads',
  dependencies: ['session', 'auth', 'shared-json'],
});
