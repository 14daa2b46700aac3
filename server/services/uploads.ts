/**
 * Files sent to the back office (logos, images, price lists): the type is read from the file's
 * own bytes (`file-type`), never trusted from its name or its Content-Type, and each kind has its
 * size limit (docs/back-office.md). An SVG is refused whatever it claims to be: it can carry a
 * script.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.js';

export const IMAGE_MAX_BYTES = 200 * 1024;
export const PDF_MAX_BYTES = 5 * 1024 * 1024;

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Content types accepted as a raw upload body; the bytes still decide (see above). */
const RAW_UPLOAD_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/svg+xml',
  'image/gif',
  'application/pdf',
  'application/octet-stream',
];

const tooLarge = (what: string, limit: string) =>
  new HttpError(413, `${what} dépasse la taille maximale de ${limit}.`);

/**
 * Lets routes of `app` take a file as their raw body (with its content type) or as the first file
 * of a multipart form. Routes that accept uploads set their own `bodyLimit` (at most the PDF's).
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    RAW_UPLOAD_TYPES,
    { parseAs: 'buffer', bodyLimit: PDF_MAX_BYTES + 1024 },
    (_request, body, done) => done(null, body),
  );
  await app.register(import('@fastify/multipart'), {
    limits: { files: 1, fileSize: PDF_MAX_BYTES + 1, fields: 5 },
  });
}

/** The uploaded file's bytes, from a raw body or a multipart form; 400 when there is none. */
export async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (request.isMultipart()) {
    const file = await request.file();
    if (!file) throw new HttpError(400, 'Aucun fichier n’a été envoyé.');
    try {
      return await file.toBuffer();
    } catch {
      throw tooLarge('Le fichier', '5 Mo');
    }
  }
  if (Buffer.isBuffer(request.body) && request.body.length > 0) return request.body;
  throw new HttpError(400, 'Aucun fichier n’a été envoyé.');
}

/** A PNG, JPEG or WebP image of at most 200 KB, as base64 (how images are stored). */
export async function checkedImage(bytes: Buffer): Promise<{ type: ImageType; base64: string }> {
  if (bytes.length > IMAGE_MAX_BYTES) throw tooLarge('L’image', '200 Ko');
  const detected = await fileTypeFromBuffer(bytes);
  const type = IMAGE_TYPES.find((accepted) => accepted === detected?.mime);
  if (!type) {
    throw new HttpError(400, 'L’image doit être au format PNG, JPEG ou WebP (SVG refusé).', {
      file: 'Format d’image non accepté : PNG, JPEG ou WebP uniquement.',
    });
  }
  return { type, base64: bytes.toString('base64') };
}

/** A real PDF of at most 5 MB. */
export async function checkedPdf(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > PDF_MAX_BYTES) throw tooLarge('Le fichier PDF', '5 Mo');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime !== 'application/pdf') {
    throw new HttpError(400, 'Le fichier doit être un PDF.', {
      file: 'Ce fichier n’est pas un PDF.',
    });
  }
  return bytes;
}
