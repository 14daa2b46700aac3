/**
 * The server's floor (docs/performance.md, "The server's floor"): a bare Fastify process sending,
 * for each read endpoint, the very bytes and headers the real server answered, precompressed, with
 * nothing else: no session, no database, no plugin. Started by server-floor.ts, which hands it the
 * answers in a JSON file and reads its port from the IPC channel.
 */
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';
import type { FloorAnswer } from './server-floor';

const answers = JSON.parse(await readFile(process.argv[2]!, 'utf8')) as FloorAnswer[];
const app = Fastify({ logger: false });
for (const answer of answers) {
  const body = Buffer.from(answer.bodyBase64, 'base64');
  app.get(answer.path, (_request, reply) => {
    void reply.headers(answer.headers);
    return reply.send(body);
  });
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
