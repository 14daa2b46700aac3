import { notFound } from '@tanstack/react-router';

/** An item's id from its page's address; anything but a database id is a page not found. */
export function itemIdOf(text: string): number {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  return id;
}
