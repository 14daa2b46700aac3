/**
 * Every change of a user's stored sub-theme selection: the two calls of the original API (replace
 * all, remove one) and the operation the PWA queues (add and remove some, once per operation id).
 * All are idempotent, so a change replayed after a lost answer leaves the same selection; the
 * operation also composes, so changes made offline in two tabs or on two devices all survive
 * (docs/offline.md). Each returns the new count.
 *
 * Sub-themes deactivated in the back office (docs/back-office/theme-tree.md) are out of the
 * user's reach: choosing one is ignored rather than refused, because a change queued offline
 * against a tree that has changed since must still go through (a 400 would drop the user's other
 * choices of that change); a choice of one made before its deactivation stays stored, untouched by
 * a replacement, and counts again if it is reactivated.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SubThemePreferenceChange } from '../../src/contract/api.js';
import type { Db } from '../db/client.js';
import { subThemes, userSubThemePreferences } from '../db/schema.js';
import { invalidInput, notFound } from '../http-error.js';
import { recordOperation } from './change-operations.js';
import { isPossibleRowId } from './offers.js';
import { activeAmong, activeSubThemeIds, countSubThemePreferences } from './theme-tree.js';

/** The ids among `ids` that are no sub-theme. */
async function unknownSubThemes(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: subThemes.id })
    .from(subThemes)
    .where(inArray(subThemes.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** Takes these sub-themes out of the user's selection (those not in it are already out). */
async function removeFromSelection(db: Db, userId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(userSubThemePreferences)
    .where(
      and(
        eq(userSubThemePreferences.userId, userId),
        inArray(userSubThemePreferences.subThemeId, [...ids]),
      ),
    );
}

function unknownMessage(unknown: readonly number[]): string {
  return unknown.length === 1
    ? `Le sous-thème ${unknown[0]} n’existe pas.`
    : `Les sous-thèmes ${unknown.join(', ')} n’existent pas.`;
}

/**
 * POST /fo/user/subThemePreference: replaces the user's selection among the sub-themes it sees
 * (deactivated ones: see the module comment). Unknown ids are refused before anything changes.
 */
export async function replaceSubThemePreferences(
  db: Db,
  userId: number,
  ids: readonly number[],
): Promise<number> {
  const requested = [...new Set(ids)];
  const unknown = await unknownSubThemes(db, requested);
  if (unknown.length > 0) throw invalidInput({ subThemeIds: unknownMessage(unknown) });
  const active = await activeAmong(db, requested);
  const wanted = requested.filter((id) => active.has(id));
  await db.transaction(async (tx) => {
    await tx
      .delete(userSubThemePreferences)
      .where(
        and(
          eq(userSubThemePreferences.userId, userId),
          sql`${userSubThemePreferences.subThemeId} in ${activeSubThemeIds}`,
        ),
      );
    if (wanted.length > 0) {
      await tx
        .insert(userSubThemePreferences)
        .values(wanted.map((subThemeId) => ({ userId, subThemeId })))
        .onConflictDoNothing();
    }
  });
  return wanted.length;
}

/**
 * DELETE /fo/user/subThemePreference/{id}: an unknown sub-theme is a 404; one that is not in the
 * selection leaves it unchanged.
 */
export async function removeSubThemePreference(
  db: Db,
  userId: number,
  subThemeId: number,
): Promise<number> {
  if (!isPossibleRowId(subThemeId)) throw notFound('Sous-thème');
  if ((await unknownSubThemes(db, [subThemeId])).length > 0) throw notFound('Sous-thème');
  await removeFromSelection(db, userId, [subThemeId]);
  return countSubThemePreferences(db, userId);
}

/**
 * PATCH /fo/user/subThemePreference: adds and removes the given sub-themes on top of the selection
 * as it is now, once per operation id: a replay of an operation already applied changes nothing,
 * even when other changes came in between. Sub-themes to add must exist (deactivated ones are
 * ignored); removing one that does not is already done.
 */
export async function applySubThemePreferenceChange(
  db: Db,
  userId: number,
  change: SubThemePreferenceChange,
): Promise<number> {
  const requested = [...new Set(change.add)];
  const remove = [...new Set(change.remove)];
  const unknown = await unknownSubThemes(db, requested);
  if (unknown.length > 0) throw invalidInput({ add: unknownMessage(unknown) });
  const active = await activeAmong(db, requested);
  const add = requested.filter((id) => active.has(id));
  return db.transaction(async (tx) => {
    if (await recordOperation(tx, userId, change.operationId)) {
      await removeFromSelection(tx, userId, remove);
      if (add.length > 0) {
        await tx
          .insert(userSubThemePreferences)
          .values(add.map((subThemeId) => ({ userId, subThemeId })))
          .onConflictDoNothing();
      }
    }
    return countSubThemePreferences(tx, userId);
  });
}
