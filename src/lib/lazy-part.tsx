import { lazy, useEffect, useState, type ComponentType } from 'react';

interface Attempt<Props> {
  Part: ComponentType<Props>;
  failed: boolean;
}

/**
 * A part of a page whose code is loaded when it is first shown, and whose code may never arrive
 * (offline on a first visit, before the service worker has kept the app): it then shows
 * `Fallback` instead of breaking the page, and tries again once the part has been taken off the
 * page and is shown anew. Give it a `<Suspense>` above, as for `React.lazy`.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Fallback: ComponentType<Props>,
): ComponentType<Props> {
  const attempt = (): Attempt<Props> => {
    const made: Attempt<Props> = {
      failed: false,
      Part: lazy(() =>
        load().then(
          (Loaded) => ({ default: Loaded }),
          () => {
            made.failed = true;
            return { default: Fallback };
          },
        ),
      ),
    };
    return made;
  };
  let current = attempt();
  return function LazyPart(props: Props) {
    // The attempt this part started with, kept while it suspends; a failed one is replaced when
    // the part leaves the page, not at once, which would retry without end while offline.
    const [used] = useState(() => current);
    useEffect(
      () => () => {
        if (used.failed && current === used) current = attempt();
      },
      [used],
    );
    return <used.Part {...props} />;
  };
}

/** Nothing: the fallback of a part that may simply be missing. */
export const Nothing = () => null;
