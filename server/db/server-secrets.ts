/**
 * The secrets the server makes for itself once and shares across processes and restarts
 * (`server_secrets`: the device-cookie key, the VAPID keys, the digest's unsubscribe key).
 * Processes starting together may each make one; the first inserted wins and all read it back.
 */
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { serverSecrets } from './schema.js';

export async function serverSecret(db: Db, name: string, make: () => string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`The server secret ${name} could not be stored.`);
  return row.value;
}
