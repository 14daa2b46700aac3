/**
 * The back office's HTTP client: same-origin fetch of the contract's endpoints
 * (src/contract/back-office/), JSON in and out, and files sent as they are. Unlike the PWA's
 * client (src/lib/http.ts) it keeps nothing on the device and names no change owner: an admin
 * works online. A 401 (session gone) opens the login page; any other error becomes a
 * `BoHttpError` carrying the server's French message and its field errors, which the forms show
 * (`useBoForm`'s `showError`).
 */
import { urlOf, type AnswerOf, type CallInput, type Endpoint } from '../contract/endpoint';

export const NETWORK_ERROR_MESSAGE =
  'Connexion au serveur impossible. Vérifiez votre connexion et réessayez.';
export const LOGIN_PATH = '/login';

export class BoHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Field name → French message, from a 400's `errors`. */
    readonly fieldErrors: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'BoHttpError';
  }
}

/** What a page shows for any failed call: the server's French message, or the network's. */
export function errorMessage(error: unknown): string {
  if (error instanceof BoHttpError) return error.message;
  return 'Une erreur est survenue. Réessayez.';
}

/** Where the 401 handler sends the browser: replaced in unit tests. */
let goToLogin = () => window.location.assign(LOGIN_PATH);
export function setLoginRedirect(redirect: () => void): void {
  goToLogin = redirect;
}

async function errorOf(response: Response): Promise<BoHttpError> {
  const body: unknown = await response.json().catch(() => null);
  const { message, errors } = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  const fieldErrors =
    typeof errors === 'object' && errors !== null
      ? Object.fromEntries(
          Object.entries(errors).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {};
  const text = typeof message === 'string' ? message : `Erreur du serveur (${response.status}).`;
  return new BoHttpError(response.status, text, fieldErrors);
}

async function send(method: string, url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch {
    throw new BoHttpError(0, NETWORK_ERROR_MESSAGE);
  }
  if (response.ok) return response;
  if (response.status === 401) goToLogin();
  throw await errorOf(response);
}

async function answerOf<E extends Endpoint>(target: E, response: Response): Promise<AnswerOf<E>> {
  if (target.answer === 'json') return (await response.json()) as AnswerOf<E>;
  if (target.answer === 'text') return (await response.text()) as AnswerOf<E>;
  return undefined as AnswerOf<E>;
}

type Parts = { params?: object; query?: object; body?: unknown };

function urlOfCall(target: Endpoint, parts: Parts): string {
  return urlOf(
    target,
    parts.params as Record<string, unknown> | undefined,
    parts.query as Record<string, unknown> | undefined,
  );
}

/** A call's input, optional when the endpoint takes no params, query or body. */
type CallArgs<E> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** Calls an endpoint: its params and query in the URL, its body as JSON, its answer typed. */
async function call<E extends Endpoint>(target: E, ...[input]: CallArgs<E>): Promise<AnswerOf<E>> {
  const parts = (input ?? {}) as Parts;
  const init: RequestInit =
    target.body === 'json'
      ? { body: JSON.stringify(parts.body), headers: { 'content-type': 'application/json' } }
      : {};
  const response = await send(target.method, urlOfCall(target, parts), init);
  return answerOf(target, response);
}

/**
 * Sends a file to an upload endpoint (`body: 'none'` in the contract): the file's bytes as the
 * raw body, with its own content type (server/services/uploads.ts reads either).
 */
async function upload<E extends Endpoint>(
  target: E,
  input: CallInput<E>,
  file: Blob,
): Promise<AnswerOf<E>> {
  const response = await send(target.method, urlOfCall(target, input as Parts), {
    body: file,
    headers: { 'content-type': file.type || 'application/octet-stream' },
  });
  return answerOf(target, response);
}

export const boHttp = { call, upload };
