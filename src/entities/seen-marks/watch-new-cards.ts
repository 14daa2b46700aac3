/**
 * Which cards marked « Nouveau » the user had on screen. The badge names its item
 * (`data-new-item`, src/components/content/NewBadge.tsx); its card is watched from the moment it is
 * in the page, whenever that is (a list rendered in parts, a virtualised list's rows coming and
 * going), so that the lists, whose first screen has no room for it, need no code of their own.
 */

/** The badge's attribute that names its item (NewBadge.tsx writes it). */
const NEW_ITEM = 'data-new-item';

/** The part of a card that must be on screen for it to count as seen. */
const SEEN_RATIO = 0.5;

/**
 * Calls `onSeen` with the item of each card marked « Nouveau » once, the first time at least half
 * of it is in the viewport. Answers the function that stops watching.
 */
export function watchNewCards(onSeen: (item: number) => void): () => void {
  const itemOf = new WeakMap<Element, number>();
  const visibility = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const item = itemOf.get(entry.target);
        if (item === undefined || entry.intersectionRatio < SEEN_RATIO) continue;
        visibility.unobserve(entry.target);
        onSeen(item);
      }
    },
    // Told again once whole: a card crossing half in one step is reported at least then.
    { threshold: [SEEN_RATIO, 1] },
  );
  const watchNew = () => {
    for (const badge of document.querySelectorAll(`[${NEW_ITEM}]`)) {
      const card = badge.closest('article') ?? badge;
      if (itemOf.has(card)) continue;
      itemOf.set(card, Number(badge.getAttribute(NEW_ITEM)));
      visibility.observe(card);
    }
  };
  const changes = new MutationObserver(watchNew);
  changes.observe(document.body, { childList: true, subtree: true });
  watchNew();
  return () => {
    changes.disconnect();
    visibility.disconnect();
  };
}
