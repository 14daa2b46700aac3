/**
 * An image chosen for a logo or a news picture, checked in the browser before it is sent, with
 * the server's own limits and French messages (server/services/uploads.ts). The server checks
 * again from the file's bytes: a file whose name or type lies passes here and is refused there.
 */
import { BoHttpError } from '../../http';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 200 * 1024;
/** The `accept` of an image's file input. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const IMAGE_HINT = 'PNG, JPEG ou WebP, 200 Ko au plus (SVG refusé).';

const TYPE_MESSAGE = 'L’image doit être au format PNG, JPEG ou WebP (SVG refusé).';
const SIZE_MESSAGE = 'L’image dépasse la taille maximale de 200 Ko.';

/** `file` when the browser can tell it is an accepted image; otherwise the server's refusal. */
export function checkedImageFile(file: File): File {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    throw new BoHttpError(400, TYPE_MESSAGE);
  }
  if (file.size > IMAGE_MAX_BYTES) throw new BoHttpError(413, SIZE_MESSAGE);
  return file;
}
