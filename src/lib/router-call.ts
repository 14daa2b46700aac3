import type { z } from 'zod';
import { ROUTER_METHODS } from '../contract/constants';
import type { ROUTER_CALLS } from '../contract/api';
import { routerCall } from '../contract/endpoints/router-call';
import { http, type SendOptions } from './http';

export const ROUTER_EMPTY_RESULT = 'An error occurred in server.';

type RouterMethod = keyof typeof ROUTER_METHODS;
type RouterResult<M extends RouterMethod> = z.output<(typeof ROUTER_CALLS)[M]['result']>;

/**
 * POST /router with a manager method (`routerCall`; docs/http-contract.md). The answer is an array
 * whose first element holds the result; an empty result is a server error.
 */
export async function callRouter<M extends RouterMethod>(
  name: M,
  data?: unknown[],
  options?: SendOptions,
): Promise<RouterResult<M>> {
  const { action, method } = ROUTER_METHODS[name];
  const body = { action, method, ...(data ? { data } : {}) };
  // Typed as the server may answer it at worst: an empty array or a result-less element.
  const answer: readonly { result?: unknown }[] = await http.call(routerCall, { body }, options);
  const result = answer[0]?.result;
  if (result === undefined || result === null) throw new Error(ROUTER_EMPTY_RESULT);
  return result as RouterResult<M>;
}
