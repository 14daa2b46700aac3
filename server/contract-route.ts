/**
 * A route's method, URL and schemas, from its endpoint in the contract (src/contract/endpoints.ts;
 * docs/http-contract.md): a route file spreads them into `app.route` and adds its guard, its
 * route options (a rate limit) and its handler, so the path and the schemas are written once, in
 * the contract, for the server and the PWA alike. Fastify checks every request and every answer
 * against these schemas.
 */
import { z } from 'zod';
import type {
  AnswerEncoding,
  Endpoint,
  EndpointSchemas,
  SuccessStatus,
} from '../src/contract/endpoint.js';

type Part<S, K extends keyof EndpointSchemas> = K extends keyof S ? S[K] : undefined;

/**
 * The answers Fastify checks: the success answer under its status (`null` for an answer without
 * a body), none for a file. Errors are not listed: the error handler (plugins/errors.ts) sends
 * them, with the same shape for every route.
 */
type ResponseSchemas<S, Answer extends AnswerEncoding, Status extends SuccessStatus> = [
  Answer,
] extends ['file'] | ['redirect']
  ? undefined
  : Record<Status, Part<S, 'response'> extends z.ZodType ? Part<S, 'response'> : z.ZodNull>;

/** What Fastify's route options take from an endpoint (typed, so handlers are typed by it). */
export interface ContractRoute<
  S extends EndpointSchemas,
  Answer extends AnswerEncoding = AnswerEncoding,
  Status extends SuccessStatus = 200,
> {
  method: Endpoint['method'];
  url: string;
  schema: {
    params: Part<S, 'params'>;
    querystring: Part<S, 'query'>;
    body: Part<S, 'body'>;
    response: ResponseSchemas<S, Answer, Status>;
  };
}

export async function contractRoute<
  S extends EndpointSchemas,
  const Answer extends AnswerEncoding,
  const Status extends SuccessStatus = 200,
>(
  endpoint: Endpoint<S> & { answer: Answer; status?: Status },
): Promise<ContractRoute<S, Answer, Status>> {
  const schemas: EndpointSchemas = await endpoint.schemas();
  const status = endpoint.status ?? 200;
  // Only the parts the endpoint has: Fastify warns (FSTWRN001) about a part given as undefined.
  const schema = Object.fromEntries(
    Object.entries({
      params: schemas.params,
      querystring: schemas.query,
      body: schemas.body,
      // A file is sent as a Buffer or a stream, which Fastify never serializes: a schema would
      // check nothing, and would type the handler's answer as something it cannot be.
      response: ['file', 'redirect'].includes(endpoint.answer)
        ? undefined
        : { [status]: schemas.response ?? z.null() },
    }).filter(([, part]) => part !== undefined),
  );
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: schema as ContractRoute<S, Answer, Status>['schema'],
  };
}
