import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { companies } from '../db/schema.js';

type CompanyFields = Omit<typeof companies.$inferInsert, 'id'>;

/**
 * Writes a user's company (first connection, profile edit): updates the one it has, or creates
 * it for a user without one. Answers the company id to store on the user.
 */
export async function saveCompany(
  db: Db,
  companyId: number | null,
  fields: CompanyFields,
): Promise<number | null> {
  if (companyId !== null) {
    await db.update(companies).set(fields).where(eq(companies.id, companyId));
    return companyId;
  }
  const [created] = await db.insert(companies).values(fields).returning({ id: companies.id });
  return created?.id ?? null;
}
