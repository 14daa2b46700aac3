/**
 * A route's method, URL and schemas, from its endpoint in the contract (src/contract/endpoints.ts;
 * docs/http-contract.md): a route file spreads them into `app.route` and adds its guard and its
 * handler, so the path and the schemas are written once, in the contract, for the server and the
 * PWA alike. Fastify checks every request and every answer against these schemas.
 */
import { z } from 'zod';
import type { Endpoint, EndpointSchemas } from '../src/contract/endpoint.js';

type Part<S, K extends keyof EndpointSchemas> = K extends keyof S ? S[K] : undefined;

/** What Fastify's route options take from an endpoint (typed, so handlers are typed by it). */
export interface ContractRoute<S extends EndpointSchemas, Status extends number> {
  method: Endpoint['method'];
  url: string;
  schema: {
    params: Part<S, 'params'>;
    querystring: Part<S, 'query'>;
    body: Part<S, 'body'>;
    response: Record<
      Status,
      Part<S, 'response'> extends z.ZodType ? Part<S, 'response'> : z.ZodNull
    >;
  };
}

export async function contractRoute<
  S extends EndpointSchemas,
  const Status extends 200 | 201 | 204 = 200,
>(endpoint: Endpoint<S> & { status?: Status }): Promise<ContractRoute<S, Status>> {
  const schemas: EndpointSchemas = await endpoint.schemas();
  const status = endpoint.status ?? 200;
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      params: schemas.params,
      querystring: schemas.query,
      body: schemas.body,
      response: { [status]: schemas.response ?? z.null() },
    } as ContractRoute<S, Status>['schema'],
  };
}
