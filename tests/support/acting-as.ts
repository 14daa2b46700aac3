import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { sessions, users } from '../../server/db/schema';

/**
 * Makes every open session of the admin `adminEmail` act as `userId` (null: as itself), as « Se
 * connecter en tant que » does for the one session that asks (docs/http-contract.md, "Sessions"):
 * for tests about what acting as someone gives, not about how it is chosen.
 */
export async function setActingAs(db: Db, adminEmail: string, userId: number | null) {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
  if (!admin) throw new Error(`No account ${adminEmail}`);
  await db.update(sessions).set({ actingAsUserId: userId }).where(eq(sessions.userId, admin.id));
}
