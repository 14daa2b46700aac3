import { Suspense, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { BrandLogos } from '../../features/branding/BrandLogos';
import { AppointmentLink } from './AppointmentLink';
import { BackOfficeButton } from './BackOfficeButton';
import { HomeButton } from './HomeButton';
import { LogoutButton } from './LogoutButton';
import { NavLinkList } from './NavLinkList';
import { lazyPart, Nothing } from '../../lib/lazy-part';
import { useAppFrameData } from './use-app-frame-data';

// Loaded when first wanted: closed until the hamburger is pressed, it stays out of the first
// screen's code (its budget, docs/performance.md).
const loadSideMenu = () => import('./SideMenu');
const SideMenu = lazyPart(() => loadSideMenu().then((module) => module.SideMenu), Nothing);

/**
 * The header of every customer page: branding, the booking link, the home circle with its badge
 * (or 'Retour' for an admin), and the hamburger below 1300 px. From 1300 px the saving links take
 * a row of their own under them: next to up to three logos and the actions they would need about
 * 1 650 px to stay on one line, and two of their labels come from the profile. The nav comes last
 * in the source too, so that Tab follows the order the rows are read in.
 */
export function AppHeader({ offerFilters }: { offerFilters?: ReactNode }) {
  const frame = useAppFrameData();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted at the first press, and kept: its dialog then opens and closes as before.
  const [menuWanted, setMenuWanted] = useState(false);
  if (!frame) return null;

  return (
    <header className="app-header">
      <button
        type="button"
        className="app-header__hamburger"
        aria-label="Ouvrir le menu"
        aria-expanded={menuOpen}
        onPointerEnter={() => void loadSideMenu()}
        onFocus={() => void loadSideMenu()}
        onClick={() => {
          setMenuWanted(true);
          setMenuOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />
        </svg>
      </button>
      <Link to="/saving" className="app-header__brand" aria-label="Accueil Avantages Pro">
        <BrandLogos />
      </Link>
      <div className="app-header__actions">
        <AppointmentLink className="app-header__appointment" />
        {frame.isAdmin ? <BackOfficeButton /> : <HomeButton count={frame.notificationCount} />}
        <LogoutButton className="button button--ghost app-header__logout" />
      </div>
      {/* An admin on its own my-space has no saving links: no empty row, no empty landmark. */}
      {frame.entries.length > 0 && (
        <nav className="app-header__nav" aria-label="Navigation principale">
          <NavLinkList entries={frame.entries} linkClassName="app-header__link" />
        </nav>
      )}
      {menuWanted && (
        <Suspense fallback={null}>
          <SideMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            entries={frame.entries}
            filters={offerFilters}
          />
        </Suspense>
      )}
    </header>
  );
}
