import { SkeletonShapes, SkeletonStatus, type SkeletonShape } from './CardSkeletons';

const DETAIL: readonly SkeletonShape[] = ['logo', 'title', 'line', 'line', 'short'];

/**
 * A detail page's placeholder while it loads, announced once as "Chargement…". Apart from the
 * lists' (./CardSkeletons.tsx), which the opening screen shows: no detail's in the first screen.
 */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <SkeletonStatus label={label}>
      <div className="content-detail content-detail--skeleton surface" aria-hidden="true">
        <SkeletonShapes shapes={DETAIL} />
      </div>
    </SkeletonStatus>
  );
}
