/**
 * Push notifications at scale (docs/push.md): an offer published in a sub-theme 10,000 users
 * chose, each with a device turned on, and the server's push job run while the offer list is
 * under load. A push service on loopback answers 201 to each encrypted message and counts them.
 * The server runs with NODE_ENV=test: only there may it post to loopback.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../../server/db/client';
import {
  pushStates,
  pushSubscriptions,
  subThemes,
  userSubThemePreferences,
  users,
} from '../../server/db/schema';
import {
  BROWSER_ACCEPT_ENCODING,
  LOAD_SECONDS,
  benchOffer,
  load,
  type LoadFigures,
} from './http-load';

export const PUSH_AUDIENCE = Number(process.env.BENCH_PUSH_USERS ?? 10_000);
const BATCH = 1_000;

export interface PushReceiver {
  origin: string;
  received(): number;
  close(): Promise<void>;
}

/** A push service that accepts every message at once and counts them. */
export async function startPushReceiver(): Promise<PushReceiver> {
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.writeHead(201).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The audience: PUSH_AUDIENCE PRO users who chose the demo's first sub-theme, each with a device
 * on (one key pair for all: only the endpoints must differ). `subThemeId` is known once prepared.
 */
export function pushAudience(receiverOrigin: string) {
  let chosen: number | undefined;
  return {
    subThemeId(): number {
      if (chosen === undefined) throw new Error('The push audience is not prepared.');
      return chosen;
    },
    async prepare({ db }: Database): Promise<void> {
      const [subTheme] = await db.select({ id: subThemes.id }).from(subThemes).orderBy(subThemes.id).limit(1);
      if (!subTheme) throw new Error('The demo data has no sub-theme.');
      chosen = subTheme.id;
      const device = createECDH('prime256v1');
      device.generateKeys();
      const keys = {
        p256dh: device.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      };
      for (let start = 0; start < PUSH_AUDIENCE; start += BATCH) {
        const indexes = Array.from({ length: Math.min(BATCH, PUSH_AUDIENCE - start) }, (_, i) => start + i);
        const added = await db
          .insert(users)
          .values(
            indexes.map((index) => ({
              email: `abonne-${index}@bench.example`,
              passwordHash: 'never used to log in',
              role: 'PRO' as const,
              firstname: 'Abonné',
              lastname: `n° ${index}`,
              activated: true,
              // The tick also runs the weekly digest when its week is due: not measured here.
              digestEnabled: false,
            })),
          )
          .returning({ id: users.id });
        await db
          .insert(userSubThemePreferences)
          .values(added.map(({ id }) => ({ userId: id, subThemeId: subTheme.id })));
        await db
          .insert(pushSubscriptions)
          .values(added.map(({ id }) => ({ userId: id, endpoint: `${receiverOrigin}/push/${id}`, ...keys })));
        await db.insert(pushStates).values(added.map(({ id }) => ({ userId: id, coveredUntil: new Date() })));
      }
    },
  };
}

export interface PushFanout {
  /** Messages the push service received. */
  pushes: number;
  seconds: number;
  reads: LoadFigures;
}

/**
 * Publishes one offer for the audience, then runs the push job (at 10:00 in Paris tomorrow, when
 * notifications may go) while the offer list is read at full load, and times it.
 */
export async function pushWhileLoaded(
  baseUrl: string,
  proCookie: string,
  adminCookie: string,
  receiver: PushReceiver,
  subThemeId: number,
): Promise<PushFanout> {
  const published = await fetch(`${baseUrl}/bo/api/offers`, {
    method: 'POST',
    headers: { cookie: adminCookie, origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify(benchOffer('Offre annoncée à tous les abonnés', subThemeId)),
  });
  if (published.status !== 201) throw new Error(`Publishing failed: ${published.status}`);
  const day = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const at = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9));
  const reads = load({
    url: `${baseUrl}/fo/offer/user/offers`,
    headers: { cookie: proCookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    duration: LOAD_SECONDS,
  });
  const started = performance.now();
  const tick = await fetch(`${baseUrl}/__test/jobs/tick`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ at: at.toISOString() }),
  });
  const seconds = (performance.now() - started) / 1000;
  if (tick.status !== 204) throw new Error(`The push job failed: ${tick.status}`);
  return { pushes: receiver.received(), seconds, reads: await reads };
}

