import type { User } from '../../contract/api';
import { SAVING_ROLES } from '../../contract/constants';

/** Who may open each space; the routes' guards check them (src/app/guards.ts). */
export { MY_SPACE_ROLES, PARTNER_ROLES, SAVING_ROLES } from '../../contract/constants';

/** The user the screens are for: the connected-as user while an admin acts as someone. */
export function effectiveUser(user: User): User {
  return user.connectedAs ?? user;
}

/** Where a connected user goes when a page is not for them. */
export function homeOf(user: User): '/saving' | '/partner' | '/my-space/dashboard' {
  const role = effectiveUser(user).roleId;
  if (SAVING_ROLES.includes(role)) return '/saving';
  if (role === 'PARTNER') return '/partner';
  return '/my-space/dashboard';
}
