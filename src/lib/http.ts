/**
 * The one HTTP client of the PWA: same-origin fetch with the session cookie, every answer parsed
 * by its schema from the shared contract. Any 401 or 403 ends the session on this device and
 * sends the user to the login page (SPEC.md section 8); other errors propagate to the caller.
 */
import type { z } from 'zod';
import { ApiError } from '../contract/api';

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

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener = () => undefined;

/** Set once by the app: what to do when the server says the session is gone or not allowed. */
export function setUnauthorizedHandler(listener: UnauthorizedListener): void {
  onUnauthorized = listener;
}

type Body = { json: unknown } | { form: Record<string, string> } | undefined;

export interface SendOptions {
  /** False where the caller handles "not connected" itself (the session check of the guards). */
  redirectOnAuthError?: boolean;
}

async function send(
  method: string,
  url: string,
  body: Body,
  { redirectOnAuthError = true }: SendOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let payload: string | undefined;
  if (body && 'json' in body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body && 'form' in body) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(body.form).toString();
  }
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload, credentials: 'same-origin' });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (response.ok) return response;
  if ((response.status === 401 || response.status === 403) && redirectOnAuthError) onUnauthorized();
  const errorBody = ApiError.safeParse(await response.json().catch(() => null));
  throw new HttpError(response.status, errorBody.success ? errorBody.data : null);
}

async function parseJson<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  return schema.parse(await response.json());
}

export const http = {
  async get<S extends z.ZodType>(url: string, schema: S): Promise<z.output<S>> {
    return parseJson(await send('GET', url, undefined), schema);
  },
  async getText(url: string): Promise<string> {
    return (await send('GET', url, undefined)).text();
  },
  async post<S extends z.ZodType>(
    url: string,
    json: unknown,
    schema: S,
    options?: SendOptions,
  ): Promise<z.output<S>> {
    return parseJson(await send('POST', url, { json }, options), schema);
  },
  async postForm<S extends z.ZodType>(
    url: string,
    form: Record<string, string>,
    schema: S,
  ): Promise<z.output<S>> {
    return parseJson(await send('POST', url, { form }), schema);
  },
  /** A POST whose answer carries nothing the caller needs. */
  async postVoid(url: string, json?: unknown): Promise<void> {
    await send('POST', url, json === undefined ? undefined : { json });
  },
  async delete<S extends z.ZodType>(url: string, schema: S): Promise<z.output<S>> {
    return parseJson(await send('DELETE', url, undefined), schema);
  },
};
