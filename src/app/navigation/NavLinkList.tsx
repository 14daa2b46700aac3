import { Link } from '@tanstack/react-router';
import type { SavingPath } from '../../entities/sections/saving-sections';
import type { MySpacePath } from './MySpaceNav';

export interface NavEntry {
  to: SavingPath | MySpacePath;
  label: string;
}

/** A menu's links; the current page's is marked for assistive technologies too. */
export function NavLinkList({
  entries,
  linkClassName,
}: {
  entries: readonly NavEntry[];
  linkClassName: string;
}) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.to}>
          <Link to={entry.to} className={linkClassName} activeProps={{ 'aria-current': 'page' }}>
            {entry.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
