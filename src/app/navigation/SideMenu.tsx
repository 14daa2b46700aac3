import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { MenuEntry } from '../../entities/sections/saving-sections';
import { AppointmentLink } from './AppointmentLink';
import { LogoutButton } from './LogoutButton';

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  entries: MenuEntry[];
  /** The theme filters of the offers sub-menu (they belong to the offer list). */
  offerFilters?: ReactNode;
}

/**
 * The side menu of narrow screens (below 1300 px). A modal dialog: it traps the focus, closes
 * with Escape, and gives the focus back to the hamburger. Its offers entry opens a sub-menu with
 * the theme filters and a 'Retour' link back to the menu.
 */
export function SideMenu({ open, onClose, entries, offerFilters }: SideMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [offersOpen, setOffersOpen] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  function close() {
    setOffersOpen(false);
    onClose();
  }

  const [offers, ...others] = entries;
  return (
    <dialog ref={dialog} className="side-menu" aria-label="Menu" onClose={close}>
      <div className="side-menu__top">
        <button
          type="button"
          className="side-menu__close"
          onClick={close}
          aria-label="Fermer le menu"
        >
          ×
        </button>
      </div>
      {offersOpen && offers ? (
        <div className="side-menu__panel">
          <button type="button" className="side-menu__back" onClick={() => setOffersOpen(false)}>
            ‹ Retour
          </button>
          <Link to={offers.to} className="side-menu__link" onClick={close}>
            Toutes les offres
          </Link>
          {offerFilters}
        </div>
      ) : (
        <nav aria-label="Menu principal" className="side-menu__panel">
          <ul className="side-menu__list">
            {offers && (
              <li>
                <button
                  type="button"
                  className="side-menu__link side-menu__link--parent"
                  aria-haspopup="true"
                  onClick={() => setOffersOpen(true)}
                >
                  {offers.label}
                  <span aria-hidden="true"> ›</span>
                </button>
              </li>
            )}
            {others.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to} className="side-menu__link" onClick={close}>
                  {entry.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/my-space/dashboard" className="side-menu__link" onClick={close}>
                Mon espace
              </Link>
            </li>
            <li>
              <AppointmentLink className="side-menu__link" />
            </li>
          </ul>
          <LogoutButton className="side-menu__link side-menu__logout" />
        </nav>
      )}
    </dialog>
  );
}
