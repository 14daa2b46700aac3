/**
 * The partner an offer or a service belongs to (docs/back-office/statistics.md): checked when an admin saves
 * the item, so that an unknown partner is a French message on its field, not a database error.
 */
import { eq } from 'drizzle-orm';
import { partners } from '../../db/schema.js';
import { invalidInput } from '../../http-error.js';
import type { Writer } from './content-section.js';

export async function checkPartnerLink(
  tx: Writer,
  input: { partnerId?: number | null },
): Promise<void> {
  if (input.partnerId === undefined || input.partnerId === null) return;
  const [found] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.id, input.partnerId));
  if (!found) throw invalidInput({ partnerId: 'Ce partenaire n’existe pas.' });
}
