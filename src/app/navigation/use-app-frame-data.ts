import type { User } from '../../contract/api';
import { useSessionUser } from '../../entities/session/api';
import { effectiveUser, SAVING_ROLES } from '../../entities/session/roles';
import { useSectionCounts } from '../../entities/counts/api';
import { useProgress } from '../../entities/progress/api';
import { savingMenuEntries, type SavingMenuEntry } from '../../entities/sections/saving-sections';

export interface AppFrameData {
  /** The person logged in (an admin stays an admin while acting as someone). */
  user: User;
  /** Who the screens are for. */
  viewer: User;
  isAdmin: boolean;
  entries: SavingMenuEntry[];
  notificationCount: number;
}

/** What the header and the side menu show, from the session, the progress and the counts. */
export function useAppFrameData(): AppFrameData | null {
  const user = useSessionUser();
  const viewer = user ? effectiveUser(user) : null;
  const { data: progress } = useProgress();
  // Only the saving roles have sections: the server answers 403 to anyone else (an admin on its
  // own in my-space), which would end the session.
  const hasSections = viewer !== null && SAVING_ROLES.includes(viewer.roleId);
  const { data: counts } = useSectionCounts(viewer?.roleId ?? 'PRO', hasSections);
  if (!user || !viewer) return null;
  return {
    user,
    viewer,
    isAdmin: user.roleId === 'ADMIN',
    entries: progress && counts ? savingMenuEntries(viewer.roleId, progress, counts) : [],
    notificationCount: progress?.numberOfNotification ?? 0,
  };
}
