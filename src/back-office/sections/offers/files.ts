/**
 * The offer's files as the browser checks them before sending (docs/back-office/offers.md,
 * « Files »): the same limits and messages as the server, which checks again from the bytes (a
 * PNG renamed `.pdf` passes here and is refused there).
 */
import { BoHttpError } from '../../http';

interface FileRule {
  types: readonly string[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
}

export const LOGO_RULE: FileRule = {
  types: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 200 * 1024,
  typeMessage: 'L’image doit être au format PNG, JPEG ou WebP (SVG refusé).',
  sizeMessage: 'L’image dépasse la taille maximale de 200 Ko.',
};

export const PRICE_LIST_RULE: FileRule = {
  types: ['application/pdf'],
  maxBytes: 5 * 1024 * 1024,
  typeMessage: 'Le fichier doit être un PDF.',
  sizeMessage: 'Le fichier PDF dépasse la taille maximale de 5 Mo.',
};

/** `file` when it meets the rule; otherwise the error the server would answer. */
export function checkedFile(file: File, rule: FileRule): File {
  if (!rule.types.includes(file.type)) throw new BoHttpError(400, rule.typeMessage);
  if (file.size > rule.maxBytes) throw new BoHttpError(413, rule.sizeMessage);
  return file;
}
