/** Whether a user receives the weekly digest (`users.digest_enabled`, docs/digest.md). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

export async function isDigestEnabled(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: users.digestEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return row?.enabled ?? false;
}

export async function setDigestEnabled(db: Db, userId: number, enabled: boolean): Promise<void> {
  await db.update(users).set({ digestEnabled: enabled }).where(eq(users.id, userId));
}
