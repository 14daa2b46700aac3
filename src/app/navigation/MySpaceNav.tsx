import type { Role } from '../../contract/api';
import { SAVING_ROLES } from '../../entities/session/roles';
import { NavLinkList } from './NavLinkList';
import './my-space-nav.css';

export type MySpacePath =
  | '/my-space/dashboard'
  | '/my-space/profile'
  | '/my-space/preferences'
  | '/my-space/favourites'
  | '/my-space/notifications'
  | '/my-space/company'
  | '/my-space/offline';

export interface MySpaceEntry {
  to: MySpacePath;
  label: string;
  /** Who sees it, when not everyone of « Mon espace »: its route's guard lets in the same roles. */
  roles?: readonly Role[];
}

export const MY_SPACE_ENTRIES: readonly MySpaceEntry[] = [
  { to: '/my-space/dashboard', label: 'Tableau de bord' },
  { to: '/my-space/profile', label: 'Mon profil' },
  { to: '/my-space/preferences', label: 'Mes centres d’intérêt' },
  { to: '/my-space/favourites', label: 'Mes favoris', roles: SAVING_ROLES },
  { to: '/my-space/notifications', label: 'Notifications', roles: SAVING_ROLES },
  { to: '/my-space/company', label: 'Mon entreprise' },
  { to: '/my-space/offline', label: 'Hors ligne' },
];

/** The entries `role` (the effective user's) may open. */
export const mySpaceEntriesOf = (role: Role): MySpaceEntry[] =>
  MY_SPACE_ENTRIES.filter((entry) => !entry.roles || entry.roles.includes(role));

/** The pages of "Mon espace" open to `role`. */
export function MySpaceNav({ role }: { role: Role }) {
  return (
    <nav className="my-space-nav" aria-label="Mon espace">
      <NavLinkList entries={mySpaceEntriesOf(role)} linkClassName="my-space-nav__link" />
    </nav>
  );
}
