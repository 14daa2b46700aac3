/**
 * What an endpoint is, once for the server and the PWA (docs/http-contract.md): its method, its
 * path with its params, how its request body and its answer are encoded, and its zod schemas.
 *
 * The schemas are loaded on demand (`schemas()`): the server loads them to register the route and
 * check every request and answer; the PWA takes only their types, so the endpoints its first screen
 * calls bring no zod with them (30 KB gzip). Every endpoint is its own export, so a bundle keeps
 * only the endpoints its code calls.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a request's body is sent: JSON, an HTML form (urlencoded), or none. */
export type BodyEncoding = 'json' | 'form' | 'none';

/**
 * How the answer comes: JSON, plain text, a file (a download the PWA opens), nothing (204), or a
 * redirect (303 to a page, no body: a link of an e-mail that the server counts, then opens).
 */
export type AnswerEncoding = 'json' | 'text' | 'file' | 'none' | 'redirect';

export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer's schema; absent for a file or an empty answer. */
  response?: z.ZodType;
}

export interface Endpoint<Schemas extends EndpointSchemas = EndpointSchemas> {
  method: HttpMethod;
  /** Fastify's syntax: `/fo/offer/:id`. */
  path: string;
  body: BodyEncoding;
  answer: AnswerEncoding;
  /** The success status (200 unless said). */
  status?: SuccessStatus;
  schemas: () => Promise<Schemas>;
}

export type SuccessStatus = 200 | 201 | 204;

/**
 * Declares an endpoint, keeping its literal method, path, answer encoding and success status and
 * its schemas' types (the server types each route's handler from them). Declared free of side
 * effects, so that a bundle drops every endpoint its code never calls (the first screen's budget).
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  Schemas extends EndpointSchemas,
  const Method extends HttpMethod,
  const Path extends string,
  const Answer extends AnswerEncoding,
  const Status extends SuccessStatus = 200,
>(
  definition: Endpoint<Schemas> & { method: Method; path: Path; answer: Answer; status?: Status },
): Endpoint<Schemas> & { method: Method; path: Path; answer: Answer; status?: Status } {
  return definition;
}

type SchemasOf<E> = E extends { schemas: () => Promise<infer Schemas> } ? Schemas : never;
/** The zod type of one part of an endpoint, when it has that part. */
type PartOf<E, K extends keyof EndpointSchemas> = K extends keyof SchemasOf<E>
  ? SchemasOf<E>[K] extends z.ZodType
    ? SchemasOf<E>[K]
    : undefined
  : undefined;
type InputOf<E, K extends keyof EndpointSchemas> =
  PartOf<E, K> extends z.ZodType ? z.input<PartOf<E, K>> : undefined;
type OutputOf<E, K extends keyof EndpointSchemas> =
  PartOf<E, K> extends z.ZodType ? z.output<PartOf<E, K>> : undefined;

/**
 * The path params and query the PWA gives (`{ id: 42 }` for `/fo/offer/:id`): the values the
 * server reads once it has parsed the URL's text.
 */
export type ParamsOf<E> = OutputOf<E, 'params'>;
export type QueryOf<E> = OutputOf<E, 'query'>;
/** The body the PWA sends: what the schema accepts (defaults may be left out). */
export type BodyOf<E> = InputOf<E, 'body'>;

/** What the PWA receives: the answer as the server checked it (no answer schema transforms). */
export type AnswerOf<E> =
  PartOf<E, 'response'> extends z.ZodType ? z.output<PartOf<E, 'response'>> : undefined;

type Flatten<T> = { [K in keyof T]: T[K] };
type Part<Name extends string, Value> = Value extends undefined ? unknown : Record<Name, Value>;

/** What a call needs besides the endpoint: only the parts its endpoint has. */
export type CallInput<E> = Flatten<
  Part<'params', ParamsOf<E>> & Part<'query', QueryOf<E>> & Part<'body', BodyOf<E>>
>;

/** The endpoint's path with its params filled in and its query appended. */
export function urlOf(
  target: Pick<Endpoint, 'path'>,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const path = target.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Paramètre manquant : ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}
