/**
 * The profile-completion progress (SPEC.md section 4) and the one change of the sub-theme
 * selection that theme-tree.ts does not cover (removing a single sub-theme): the selection's size
 * is what decides whether the profile is complete.
 */
import { and, eq } from 'drizzle-orm';
import { MIN_SUB_THEMES, type Progress } from '../../src/contract/api.js';
import type { Db } from '../db/client.js';
import { subThemes, userSubThemePreferences } from '../db/schema.js';
import { notFound } from '../http-error.js';
import type { UserRow } from '../plugins/session.js';
import { isPossibleRowId } from './offers.js';
import { countSubThemePreferences } from './theme-tree.js';

/** One notification while fewer than MIN_SUB_THEMES sub-themes are chosen, none after. */
export function themeNotification(numberSubTheme: number): 0 | 1 {
  return numberSubTheme < MIN_SUB_THEMES ? 1 : 0;
}

/** GET /fo/user/progress: the counters and module flags of the user's dashboard and menu. */
export async function progressOf(db: Db, user: UserRow): Promise<Progress> {
  const numberSubTheme = await countSubThemePreferences(db, user.id);
  return {
    numberSavingNotification: user.numberSavingNotification,
    numberSubTheme,
    beneficiaryModule: user.beneficiaryModule,
    emailingModule: user.emailingModule,
    enabledExclusiveService: user.enabledExclusiveService,
    exclusiveServiceName: user.exclusiveServiceName,
    enabledSalePermission: user.enabledSalePermission,
    salePermissionName: user.salePermissionName,
    numberOfNotification: user.numberSavingNotification + themeNotification(numberSubTheme),
  };
}

/**
 * DELETE /fo/user/subThemePreference/{id}: an unknown sub-theme is a 404; one that is not in the
 * selection leaves it unchanged (idempotent, so a change queued offline can be replayed).
 * Returns the new count.
 */
export async function removeSubThemePreference(
  db: Db,
  userId: number,
  subThemeId: number,
): Promise<number> {
  if (!isPossibleRowId(subThemeId)) throw notFound('Sous-thème');
  const [known] = await db
    .select({ id: subThemes.id })
    .from(subThemes)
    .where(eq(subThemes.id, subThemeId));
  if (!known) throw notFound('Sous-thème');
  await db
    .delete(userSubThemePreferences)
    .where(
      and(
        eq(userSubThemePreferences.userId, userId),
        eq(userSubThemePreferences.subThemeId, subThemeId),
      ),
    );
  return countSubThemePreferences(db, userId);
}
