/**
 * What the API tests of the back office's content sections (services, news) share: calling every
 * endpoint of a section the way a client would (JSON, a raw file, a multipart form), reading the
 * journal's entries of one item, and a WebP image besides the PNG and JPEG of the e2e fixtures.
 */
import { and, asc, eq } from 'drizzle-orm';
import { urlOf, type Endpoint } from '../../src/contract/endpoint';
import type { Db } from '../../server/db/client';
import { auditEntries } from '../../server/db/schema';
import type { ApiClient, ApiResponse } from './api-client';

/** A 2 × 2 lossless WebP (made with sharp), as small as a real one gets. */
export const SMALL_WEBP = Buffer.from(
  'UklGRh4AAABXRUJQVlA4TBEAAAAvAUAAAAdQxv70v/+BiOh/AAA=',
  'base64',
);

/** Sends `bytes` as the raw body of a request, with the content type a client would declare. */
export async function sendFile(
  client: ApiClient,
  method: string,
  url: string,
  bytes: Buffer,
  contentType: string,
): Promise<ApiResponse> {
  return asResponse(
    await fetch(client.baseUrl + url, {
      method,
      headers: { origin: client.baseUrl, cookie: client.cookieHeader, 'content-type': contentType },
      body: new Uint8Array(bytes),
    }),
  );
}

/** Sends `bytes` as the one file of a multipart form, as a browser's `<input type="file">`. */
export async function sendMultipart(
  client: ApiClient,
  method: string,
  url: string,
  bytes: Buffer,
  fileName: string,
  contentType: string,
): Promise<ApiResponse> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), fileName);
  return asResponse(
    await fetch(client.baseUrl + url, {
      method,
      headers: { origin: client.baseUrl, cookie: client.cookieHeader },
      body: form,
    }),
  );
}

async function asResponse(response: Response): Promise<ApiResponse> {
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('application/json');
  return {
    status: response.status,
    headers: response.headers,
    body: json ? JSON.parse(text) : text,
    text,
  };
}

/**
 * Calls `target` with `params` and what its kind of body needs: `json` for a JSON body, `file`
 * (a PNG, say) for an upload (an endpoint whose body is its file, `body: 'none'` and PUT).
 */
export function callEndpoint(
  client: ApiClient,
  target: Endpoint,
  params: Record<string, unknown>,
  inputs: { json: unknown; file: Buffer },
): Promise<ApiResponse> {
  const url = urlOf(target, params);
  if (target.body === 'json') return client.request(target.method, url, { json: inputs.json });
  if (target.method === 'PUT') return sendFile(client, 'PUT', url, inputs.file, 'image/png');
  return client.request(target.method, url);
}

/** The journal's entries about one item, oldest first. */
export function journalOf(db: Db, entity: string, entityId: number) {
  return db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, entity), eq(auditEntries.entityId, entityId)))
    .orderBy(asc(auditEntries.id));
}

/** The number of entries in the whole journal (to check that a refused call wrote none). */
export async function journalSize(db: Db): Promise<number> {
  return (await db.select({ id: auditEntries.id }).from(auditEntries)).length;
}
