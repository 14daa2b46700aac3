/**
 * A server that answers only when the test says, call by call: each `fetch` is recorded with its
 * method, URL, headers and JSON body, and waits for `respond`.
 */
import { vi } from 'vitest';

export interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  respond: (status: number, body: unknown) => void;
}

/** A server whose every answer the test gives, call by call. */
export function stubServer(): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve) => {
          calls.push({
            method: init.method ?? 'GET',
            url,
            headers: init.headers as Record<string, string>,
            body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
            respond: (status, body) =>
              resolve(
                new Response(JSON.stringify(body), {
                  status,
                  headers: { 'content-type': 'application/json' },
                }),
              ),
          });
        }),
    ),
  );
  return calls;
}
