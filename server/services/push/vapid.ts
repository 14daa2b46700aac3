/**
 * The server's VAPID key pair (RFC 8292), which push services check on every push: made once, at
 * the first start, and kept in `server_secrets` like the server's other secrets, so that every
 * process and every restart signs with the same pair and the browsers' subscriptions stay valid.
 */
import webpush from 'web-push';
import type { Db } from '../../db/client.js';
import { serverSecret } from '../../db/server-secrets.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SECRET_NAME = 'vapid-keys';

/** The pair in the database, made there first if missing (server/db/server-secrets.ts). */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const value = await serverSecret(db, SECRET_NAME, () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  return JSON.parse(value) as VapidKeys;
}
