// @vitest-environment node
/**
 * The hot reads log the client's address and host as Fastify reads them (server/request-address.ts):
 * for each `trustProxy` setting and forwarded headers, the reader gives what Fastify's own
 * `request.ip` and `request.host` give for the very same request.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestAddressReader } from '../../../server/request-address';

const FORWARDED: Record<string, string>[] = [
  {},
  { 'x-forwarded-for': '203.0.113.7' },
  { 'x-forwarded-for': '198.51.100.2, 203.0.113.7', 'x-forwarded-host': 'a.example, b.example' },
  { 'x-forwarded-for': '10.0.0.9, 127.0.0.1', 'x-forwarded-host': 'proxy.example' },
];

describe('the address the hot reads log', () => {
  it.each([false, true, '127.0.0.1', '10.0.0.0/8, 127.0.0.1', '192.0.2.1'] as const)(
    'is Fastify’s, with trustProxy %s',
    async (trustProxy) => {
      const app = Fastify({ trustProxy });
      const read = requestAddressReader(trustProxy);
      app.get('/', (request) => ({
        fastify: { ip: request.ip, host: request.host },
        reader: read(request.raw),
      }));
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        for (const headers of FORWARDED) {
          const answer = await fetch(`${origin}/`, { headers });
          const { fastify, reader } = (await answer.json()) as Record<string, unknown>;
          expect(reader, JSON.stringify(headers)).toEqual(fastify);
        }
      } finally {
        await app.close();
      }
    },
  );
});
