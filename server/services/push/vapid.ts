/**
 * The server's VAPID key pair (RFC 8292), which push services check on every push: made once, at
 * the first start, and kept in `server_secrets` like the server's other secrets, so that every
 * process and every restart signs with the same pair and the browsers' subscriptions stay valid.
 */
import webpush from 'web-push';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { serverSecrets } from '../../db/schema.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SECRET_NAME = 'vapid-keys';

/** The pair in the database, made there first if missing (the first insert among processes wins). */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: JSON.stringify(made) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('VAPID keys missing after insert');
  return JSON.parse(row.value) as VapidKeys;
}
