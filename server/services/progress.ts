/**
 * The profile-completion progress: the selection's size decides whether the profile is complete
 * (docs/http-contract.md). Only the sub-themes customers see count (`countSubThemePreferences`):
 * deactivating chosen sub-themes in the back office can make a complete profile incomplete again.
 */
import { MIN_SUB_THEMES, type Progress } from '../../src/contract/api.js';
import type { Db } from '../db/client.js';
import type { UserRow } from '../plugins/session.js';
import { savingNotificationCount } from './notifications.js';
import { countSubThemePreferences } from './theme-tree.js';

/** One notification while fewer than MIN_SUB_THEMES sub-themes are chosen, none after. */
export function themeNotification(numberSubTheme: number): 0 | 1 {
  return numberSubTheme < MIN_SUB_THEMES ? 1 : 0;
}

/** GET /fo/user/progress: the counters and module flags of the user's dashboard and menu. */
export async function progressOf(db: Db, user: UserRow): Promise<Progress> {
  const [numberSubTheme, numberSavingNotification] = await Promise.all([
    countSubThemePreferences(db, user.id),
    savingNotificationCount(db, user),
  ]);
  return {
    numberSavingNotification,
    numberSubTheme,
    beneficiaryModule: user.beneficiaryModule,
    emailingModule: user.emailingModule,
    enabledExclusiveService: user.enabledExclusiveService,
    exclusiveServiceName: user.exclusiveServiceName,
    enabledSalePermission: user.enabledSalePermission,
    salePermissionName: user.salePermissionName,
    numberOfNotification: numberSavingNotification + themeNotification(numberSubTheme),
  };
}
