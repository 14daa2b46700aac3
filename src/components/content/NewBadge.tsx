/**
 * « Nouveau » on a card published after the user last saw its list. Words, not only a color, and
 * placed over the card's top edge (content.css), so that it takes no room: it may appear a moment
 * after the card without moving anything.
 */
export function NewBadge() {
  return <p className="content-new">Nouveau</p>;
}
