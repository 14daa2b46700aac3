import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { useIdleOnce } from '../../lib/when-idle';
import type { FavouriteRef } from './api';

/**
 * The star's place, empty: while its code is not there, or could not come (offline). Its size is
 * in the button's stylesheet (./favourites.css), which the app's one stylesheet holds from the
 * start; imported here too, that stylesheet's module would tie the button's chunk to the list's.
 */
export function FavouritePlaceholder() {
  return <span className="favourite-placeholder" aria-hidden="true" />;
}

const FavouriteButton = lazyPart(
  () => import('./FavouriteButton').then((module) => module.FavouriteButton),
  FavouritePlaceholder,
);

/**
 * The star of a card in a list whose first screen has a budget (the offer list's,
 * docs/performance.md): its place, of the star's size, until the browser is first idle (the app's
 * root asks from its first render); then the star, whose code loads then. A star may thus appear
 * a moment after its card, moving nothing.
 */
export function FavouriteStar(props: FavouriteRef) {
  if (!useIdleOnce()) return <FavouritePlaceholder />;
  return (
    <Suspense fallback={<FavouritePlaceholder />}>
      <FavouriteButton {...props} />
    </Suspense>
  );
}
