import type { ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';

export interface ErrorPanelProps {
  /** The panel's class: each app styles it its own way. */
  className: string;
  /** The page's heading, when the panel stands for the whole page. */
  title?: ReactNode;
  titleClassName?: string;
  message: ReactNode;
  buttonClassName: string;
  /** Forgets the failed query or route before the route's data is asked again. */
  reset: () => void;
}

/**
 * What a page shows when its data could not be loaded, with « Réessayer »: the PWA's pages and
 * the back office's alike. Free of their styles and of the PWA's network state, so both can use it.
 */
export function ErrorPanel({
  className,
  title,
  titleClassName,
  message,
  buttonClassName,
  reset,
}: ErrorPanelProps) {
  const router = useRouter();
  return (
    <div className={className} role="alert">
      {title !== undefined && <h1 className={titleClassName}>{title}</h1>}
      <p>{message}</p>
      <button
        type="button"
        className={buttonClassName}
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Réessayer
      </button>
    </div>
  );
}
