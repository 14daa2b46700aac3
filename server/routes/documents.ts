/**
 * Downloadable documents: the price list PDF of an offer (saving roles, offer visible to the
 * effective user and having a price list; 404 otherwise).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../src/contract/api.js';
import { SAVING_ROLES, sessionOf } from '../plugins/auth.js';
import { offerPriceList } from '../services/price-list-pdf.js';

const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/document/offer/:id/priceList/download',
    // The 200 answer is binary (a Buffer skips the serializer): only the params are described.
    { preHandler: app.requireRoles(SAVING_ROLES), schema: { params: IdParams } },
    async (request, reply) => {
      const { filename, pdf } = await offerPriceList(
        app.db,
        sessionOf(request).effectiveUser.role,
        request.params.id,
      );
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          // The PWA keeps downloaded price lists; a day in the browser's private cache is enough.
          .header('cache-control', 'private, max-age=86400')
          .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength))
      );
    },
  );
};

export default documentsRoutes;
