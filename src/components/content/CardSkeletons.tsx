import type { ReactNode } from 'react';

/** Placeholders announced once by their label ("Chargement…"), hidden from screen readers. */
export function SkeletonStatus({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="content-skeletons" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}

/** Grey placeholder cards while a list loads; announced once as "Chargement…". */
export function CardSkeletons({ count = 6, label }: { count?: number; label: string }) {
  return (
    <SkeletonStatus label={label}>
      <div className="content-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, position) => (
          <div key={position} className="content-card content-card--skeleton">
            <span className="content-skeleton content-skeleton--logo" />
            <span className="content-skeleton content-skeleton--line" />
            <span className="content-skeleton content-skeleton--title" />
            <span className="content-skeleton content-skeleton--line" />
            <span className="content-skeleton content-skeleton--short" />
          </div>
        ))}
      </div>
    </SkeletonStatus>
  );
}

/** The same for a detail page. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <SkeletonStatus label={label}>
      <div className="content-detail content-detail--skeleton" aria-hidden="true">
        <span className="content-skeleton content-skeleton--logo" />
        <span className="content-skeleton content-skeleton--title" />
        <span className="content-skeleton content-skeleton--line" />
        <span className="content-skeleton content-skeleton--line" />
        <span className="content-skeleton content-skeleton--short" />
      </div>
    </SkeletonStatus>
  );
}
