/**
 * An offer's price list as the browser checks it before sending (docs/back-office/offers.md,
 * « Files »): the server's limits and messages; it checks again from the bytes (a PNG renamed
 * `.pdf` passes here and is refused there).
 */
import type { FileRule } from '../../components/form/image-file';

export const PRICE_LIST_RULE: FileRule = {
  types: ['application/pdf'],
  maxBytes: 5 * 1024 * 1024,
  typeMessage: 'Le fichier doit être un PDF.',
  sizeMessage: 'Le fichier PDF dépasse la taille maximale de 5 Mo.',
};
