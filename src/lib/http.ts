/**
 * The one HTTP client of the PWA: same-origin fetch with the session cookie. Callers name an
 * endpoint of the shared contract, which gives the path and the answer's type; the server validates
 * every answer against that endpoint's zod schema before sending it, so the PWA does not parse it
 * again and ships no zod on its first screen (31 KB gzip). Any 401 or 403 sends the user to the
 * login page, and a 401 seen online makes the device forget the user's content (./auth-failure.ts,
 * docs/http-contract.md); other errors propagate to the caller.
 */
import type { ApiError } from '../contract/api';
import {
  urlOf,
  type AnswerOf,
  type CallInput,
  type Endpoint,
  type EndpointSchemas,
} from '../contract/endpoint';
import { CHANGE_OWNER_HEADER } from '../contract/constants';
import { authFailureOf, type AuthFailure } from './auth-failure';
import { actingUserIdOf, deviceUserScope, sessionGeneration } from './device-user';
import { yieldToMain } from './yield-to-main';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
  ) {
    super(body?.message ?? `Erreur HTTP ${status}`);
    this.name = 'HttpError';
  }

  /** Field errors of a 400 answer, keyed by field name. */
  get fieldErrors(): Record<string, string> {
    return this.body?.errors ?? {};
  }
}

/** The network could not be reached at all (offline, server down). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Connexion au serveur impossible. Vérifiez votre connexion et réessayez.', { cause });
    this.name = 'NetworkError';
  }
}

/**
 * A change made for a user who is no longer this device's user (a logout, another user's login):
 * it is not sent, and never retried.
 */
export class ChangeOwnerError extends Error {
  constructor() {
    super('Cette modification a été faite pour un autre utilisateur : elle n’a pas été envoyée.');
    this.name = 'ChangeOwnerError';
  }
}

type AuthFailureListener = (failure: AuthFailure) => void;
let onAuthFailure: AuthFailureListener = () => undefined;

/** Set once by the app: what to do when the server says the session is gone or not allowed. */
export function setAuthFailureHandler(listener: AuthFailureListener): void {
  onAuthFailure = listener;
}

type Body = { json: unknown } | { form: Record<string, string> } | undefined;

export interface SendOptions {
  /** False where the caller handles "not connected" itself (the session check of the guards). */
  redirectOnAuthError?: boolean;
  /**
   * The user scope a change was made under (docs/offline.md). It is sent only while that scope is
   * still the device's user, naming its user so that the server refuses it (409) when the session
   * acts for anyone else; a 409 then means this device's session is someone else's now.
   */
  owner?: string;
}

async function send(
  method: string,
  url: string,
  body: Body,
  { redirectOnAuthError = true, owner }: SendOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (owner !== undefined) {
    // Checked in the same task as the fetch below: nothing can change the user in between.
    if (owner !== deviceUserScope()) throw new ChangeOwnerError();
    headers[CHANGE_OWNER_HEADER] = String(actingUserIdOf(owner));
  }
  let payload: string | undefined;
  if (body && 'json' in body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body && 'form' in body) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(body.form).toString();
  }
  // Starting a request costs the main thread about 2 ms on a slow phone, and a page asks for
  // up to nine at once: each read starts in a task of its own so that none blocks a tap. Writes
  // start at once: one sent as the page is closed must not wait for a task that never comes.
  if (method === 'GET') await yieldToMain();
  const generation = sessionGeneration();
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload, credentials: 'same-origin' });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (response.ok) return response;
  // A refusal of the session this request left with, replaced since (a login while it travelled):
  // it says nothing of the current one. The caller still gets the error (the queue sends again).
  const failure =
    generation === sessionGeneration()
      ? authFailureOf(response.status, {
          namesItsOwner: owner !== undefined,
          redirectOnAuthError,
          online: typeof navigator === 'undefined' || navigator.onLine,
        })
      : null;
  if (failure) onAuthFailure(failure);
  throw new HttpError(response.status, asApiError(await response.json().catch(() => null)));
}

/** The error body of docs/http-contract.md, or null when the answer is not one (a proxy’s page). */
function asApiError(body: unknown): ApiError | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, errors } = body as Record<string, unknown>;
  if (typeof message !== 'string') return null;
  const fieldErrors =
    typeof errors === 'object' && errors !== null
      ? Object.fromEntries(
          Object.entries(errors).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : undefined;
  return { message, ...(fieldErrors ? { errors: fieldErrors } : {}) };
}

/** A call's input, optional when the endpoint takes no params, query or body. */
type CallArgs<E> =
  object extends CallInput<E>
    ? [input?: CallInput<E>, options?: SendOptions]
    : [input: CallInput<E>, options?: SendOptions];

/**
 * Calls an endpoint of the contract (src/contract/endpoints.ts): its method and path, its params
 * and query in the URL, its body encoded as it says, its answer read as it says and typed by its
 * schema.
 */
async function call<E extends Endpoint<EndpointSchemas>>(
  target: E,
  ...[input, options]: CallArgs<E>
): Promise<AnswerOf<E>> {
  const parts = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const url = urlOf(
    target,
    parts.params as Record<string, unknown> | undefined,
    parts.query as Record<string, unknown> | undefined,
  );
  const body: Body =
    target.body === 'json'
      ? { json: parts.body }
      : target.body === 'form'
        ? { form: parts.body as Record<string, string> }
        : undefined;
  const response = await send(target.method, url, body, options);
  if (target.answer === 'json') return (await response.json()) as AnswerOf<E>;
  if (target.answer === 'text') return (await response.text()) as AnswerOf<E>;
  return undefined as AnswerOf<E>;
}

export const http = { call };
