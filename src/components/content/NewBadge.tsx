/**
 * « Nouveau » on a card published after the user last saw its list. Words, not only a color, and
 * placed over the card's top edge (content.css), so that it takes no room: it may appear a moment
 * after the card without moving anything. It names its item (`data-new-item`): the list's mark
 * advances once the user had the card on screen (src/entities/seen-marks/watch-new-cards.ts).
 */
export function NewBadge({ item }: { item: number }) {
  return (
    <p className="content-new" data-new-item={item}>
      Nouveau
    </p>
  );
}
