import { z } from 'zod';
import type { ROUTER_CALLS } from '../contract/api';
import { http, type SendOptions } from './http';

export const ROUTER_EMPTY_RESULT = 'An error occurred in server.';

type RouterCall = (typeof ROUTER_CALLS)[keyof typeof ROUTER_CALLS];
const RouterAnswer = z.array(z.object({ result: z.unknown() }));

/**
 * POST /router with a manager method (SPEC.md section 7). The answer is an array whose first
 * element holds the result; an empty result is a server error (SPEC.md section 8).
 */
export async function callRouter<C extends RouterCall>(
  call: C,
  data?: unknown[],
  options?: SendOptions,
): Promise<z.output<C['result']>> {
  const { action, method } = call;
  const body = { action, method, ...(data ? { data } : {}) };
  const answer = await http.post('/router', body, RouterAnswer, options);
  const result = answer[0]?.result;
  if (result === undefined || result === null) throw new Error(ROUTER_EMPTY_RESULT);
  return call.result.parse(result) as z.output<C['result']>;
}
