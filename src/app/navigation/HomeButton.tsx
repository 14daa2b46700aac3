import { Link } from '@tanstack/react-router';

/** The home circle: to the dashboard, with the notification count when there is any. */
export function HomeButton({ count }: { count: number }) {
  const label =
    count > 0 ? `Tableau de bord, ${count} notification${count > 1 ? 's' : ''}` : 'Tableau de bord';
  return (
    <Link to="/my-space/dashboard" className="home-button" aria-label={label}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 3 2 12h3v8h6v-6h2v6h6v-8h3z" fill="currentColor" />
      </svg>
      {count > 0 && (
        <span className="home-button__badge" aria-hidden="true" data-testid="notification-badge">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
