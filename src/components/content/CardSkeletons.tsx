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

export type SkeletonShape = 'logo' | 'title' | 'line' | 'short';

/** Grey bars in the shapes of what will come, top to bottom. */
export function SkeletonShapes({ shapes }: { shapes: readonly SkeletonShape[] }) {
  return shapes.map((shape, position) => (
    <span key={position} className={`content-skeleton content-skeleton--${shape}`} />
  ));
}

const CARD: readonly SkeletonShape[] = ['logo', 'line', 'title', 'line', 'short'];

/** Grey placeholder cards while a list loads; announced once as "Chargement…". */
export function CardSkeletons({ count = 6, label }: { count?: number; label: string }) {
  return (
    <SkeletonStatus label={label}>
      <div className="content-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, position) => (
          <div key={position} className="content-card content-card--skeleton">
            <SkeletonShapes shapes={CARD} />
          </div>
        ))}
      </div>
    </SkeletonStatus>
  );
}
