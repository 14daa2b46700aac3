import { NavLinkList } from './NavLinkList';
import './my-space-nav.css';

export type MySpacePath =
  | '/my-space/dashboard'
  | '/my-space/profile'
  | '/my-space/preferences'
  | '/my-space/company'
  | '/my-space/offline';

export const MY_SPACE_ENTRIES: readonly { to: MySpacePath; label: string }[] = [
  { to: '/my-space/dashboard', label: 'Tableau de bord' },
  { to: '/my-space/profile', label: 'Mon profil' },
  { to: '/my-space/preferences', label: 'Mes centres d’intérêt' },
  { to: '/my-space/company', label: 'Mon entreprise' },
  { to: '/my-space/offline', label: 'Hors ligne' },
];

/** The pages of "Mon espace". */
export function MySpaceNav() {
  return (
    <nav className="my-space-nav" aria-label="Mon espace">
      <NavLinkList entries={MY_SPACE_ENTRIES} linkClassName="my-space-nav__link" />
    </nav>
  );
}
