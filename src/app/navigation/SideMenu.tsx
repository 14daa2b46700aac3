import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { SavingMenuEntry } from '../../entities/sections/saving-sections';
import { useModalDialog } from '../../lib/use-modal-dialog';
import { AppointmentLink } from './AppointmentLink';
import { LogoutButton } from './LogoutButton';

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  entries: SavingMenuEntry[];
  /** The filters of the section that opens as a panel (the offer list's theme filters). */
  filters?: ReactNode;
}

/**
 * The side menu of narrow screens (below 1300 px). A modal dialog: it traps the focus, closes
 * with Escape, and gives the focus back to the hamburger. The entry of a section declared with a
 * filters panel (the offers) opens a sub-menu with the filters and a 'Retour' link back to the menu.
 */
export function SideMenu({ open, onClose, entries, filters }: SideMenuProps) {
  const dialog = useModalDialog(open);
  const [panelOpen, setPanelOpen] = useState(false);

  function close() {
    setPanelOpen(false);
    onClose();
  }

  const panel = entries.find((entry) => entry.filtersPanel);
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
      {panelOpen && panel?.filtersPanel ? (
        <div className="side-menu__panel">
          <button type="button" className="side-menu__back" onClick={() => setPanelOpen(false)}>
            ‹ Retour
          </button>
          <Link to={panel.to} className="side-menu__link" onClick={close}>
            {panel.filtersPanel.allLink}
          </Link>
          {filters}
        </div>
      ) : (
        <nav aria-label="Menu principal" className="side-menu__panel">
          <ul className="side-menu__list">
            {entries.map((entry) => (
              <li key={entry.to}>
                {entry.filtersPanel ? (
                  <button
                    type="button"
                    className="side-menu__link side-menu__link--parent"
                    aria-haspopup="true"
                    onClick={() => setPanelOpen(true)}
                  >
                    {entry.label}
                    <span aria-hidden="true"> ›</span>
                  </button>
                ) : (
                  <Link to={entry.to} className="side-menu__link" onClick={close}>
                    {entry.label}
                  </Link>
                )}
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
