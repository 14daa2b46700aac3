/**
 * The journal's side of notifications (docs/push.md): after each run of the push job, one entry
 * per item it announced, in the name of the admin who last published it, with how many users
 * were told. The back office's journal then shows who published what that reached whom.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { frenchPhrases } from '../../../src/contract/sections/french.js';
import type { Db } from '../../db/client.js';
import { auditEntries } from '../../db/schema.js';
import type { AnnouncedItem, AnnouncedKind } from './announcements.js';

/** The items a run announced, by `entity:id`, and to how many users each. */
export type AnnouncedTally = Map<
  string,
  { kind: AnnouncedKind; item: AnnouncedItem; users: number }
>;

/** Who an item's notification is recorded for when no admin's change of it is known (the demo). */
const NO_PUBLISHER = 'publication sans auteur connu';

export async function journalAnnounced(db: Db, tally: AnnouncedTally): Promise<void> {
  for (const { kind, item, users } of tally.values()) {
    const [publisher] = await db
      .select({ adminId: auditEntries.adminId, adminEmail: auditEntries.adminEmail })
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.entity, kind.entity),
          eq(auditEntries.entityId, item.id),
          inArray(auditEntries.action, ['create', 'update']),
        ),
      )
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(1);
    const phrases = frenchPhrases(kind.noun);
    await db.insert(auditEntries).values({
      adminId: publisher?.adminId ?? null,
      adminEmail: publisher?.adminEmail ?? NO_PUBLISHER,
      entity: kind.entity,
      entityId: item.id,
      action: 'notify',
      summary: `${phrases.The} « ${item.title} » a été ${phrases.agreed('annoncé')} par notification à ${users} ${users > 1 ? 'utilisateurs' : 'utilisateur'}.`,
      before: null,
      after: null,
    });
  }
}
