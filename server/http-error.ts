/**
 * An expected failure with its HTTP status and a French message for the user. Services throw it;
 * the error handler turns it into the `{ message, errors }` body of docs/http-contract.md.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notConnected = () => new HttpError(401, 'Vous devez être connecté.');
export const forbidden = () => new HttpError(403, 'Vous n’avez pas accès à cette ressource.');
export const notFound = (what = 'Ressource') => new HttpError(404, `${what} introuvable.`);
export const invalidInput = (errors: Record<string, string>) =>
  new HttpError(400, 'Certaines informations sont incomplètes ou incorrectes.', errors);
