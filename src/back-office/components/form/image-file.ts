/**
 * A file chosen for an upload, checked in the browser before it is sent, with the server's own
 * limits and French messages (server/services/uploads.ts). The server checks again from the
 * file's bytes: a file whose name or type lies passes here and is refused there.
 */
import { BoHttpError } from '../../http';

/** What the server takes for one kind of file, and what it answers otherwise. */
export interface FileRule {
  types: readonly string[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
}

/** `file` when it meets the rule; otherwise the error the server would answer. */
export function checkedFile(file: File, rule: FileRule): File {
  if (!rule.types.includes(file.type)) throw new BoHttpError(400, rule.typeMessage);
  if (file.size > rule.maxBytes) throw new BoHttpError(413, rule.sizeMessage);
  return file;
}

/** A logo or a news picture: PNG, JPEG or WebP, 200 KB at most. */
export const IMAGE_RULE: FileRule = {
  types: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 200 * 1024,
  typeMessage: 'L’image doit être au format PNG, JPEG ou WebP (SVG refusé).',
  sizeMessage: 'L’image dépasse la taille maximale de 200 Ko.',
};
/** The `accept` of an image's file input. */
export const IMAGE_ACCEPT = IMAGE_RULE.types.join(',');
export const IMAGE_HINT = 'PNG, JPEG ou WebP, 200 Ko au plus (SVG refusé).';

export const checkedImageFile = (file: File): File => checkedFile(file, IMAGE_RULE);
