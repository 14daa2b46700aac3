/**
 * A push service on loopback, standing in for the browsers' (Google's, Mozilla's…), which these
 * machines cannot reach: it makes subscriptions as a browser would (a P-256 key pair and an auth
 * secret per device), receives what the server posts to them, and decrypts each message with the
 * device's private key (RFC 8291, aes128gcm), so that a test reads exactly what a device gets.
 * The server reaches it only with PUSH_ALLOW_LOOPBACK=true, which production refuses.
 */
import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload, parsed. */
  payload: unknown;
}

interface Device {
  ecdh: ECDH;
  auth: Buffer;
  /** What the service answers this device's pushes: 201, or 410 once the browser let it go. */
  status: number;
}

export interface TestPushService {
  /** A new device's subscription, as `PushSubscription.toJSON()` gives it. */
  subscribe(): TestSubscription;
  /** From now on the service answers 410 Gone for this subscription. */
  forget(endpoint: string): void;
  received(): ReceivedPush[];
  close(): Promise<void>;
}

export async function startTestPushService(): Promise<TestPushService> {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const device = devices.get(endpoint);
      if (!device) {
        response.writeHead(404).end();
        return;
      }
      if (device.status === 201) {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.auth.toString('base64url'),
        });
        received.push({
          endpoint,
          headers: request.headers,
          payload: JSON.parse(plain.toString()),
        });
      }
      response.writeHead(device.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      devices.set(endpoint, { ecdh, auth, status: 201 });
      return {
        endpoint,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    forget(endpoint) {
      const device = devices.get(endpoint);
      if (device) device.status = 410;
    },
    received: () => [...received],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
