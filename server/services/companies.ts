import { asc, eq, sql } from 'drizzle-orm';
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

/**
 * The company named `name` (the same letters whatever their case), created when there is none:
 * an account invited into an existing company joins its colleagues. Answers its id.
 */
export async function companyNamed(db: Db, name: string): Promise<number> {
  const [found] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.companyName}) = lower(${name})`)
    .orderBy(asc(companies.id))
    .limit(1);
  if (found) return found.id;
  const [created] = await db
    .insert(companies)
    .values({ companyName: name })
    .returning({ id: companies.id });
  if (!created) throw new Error('The company was not created.');
  return created.id;
}
