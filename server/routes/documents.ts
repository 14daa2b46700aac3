/**
 * Downloadable documents: the price list PDF of an offer (saving roles, offer visible to the
 * effective user and having a price list; 404 otherwise): the PDF uploaded in the back office, or
 * else the generated one (services/price-list-pdf.ts). Path and params: src/contract/endpoints.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OFFLINE_COPY_HEADER } from '../../src/contract/constants.js';
import { offerPriceList as offerPriceListEndpoint } from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';
import { SAVING_ROLES, sessionOf } from '../plugins/auth.js';
import { offerPriceList } from '../services/price-list-pdf.js';
import { recordSessionUsage } from '../services/usage-events.js';

const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    // A file answer: binary (a Buffer skips the serializer), so only the params are described.
    ...(await contractRoute(offerPriceListEndpoint)),
    preHandler: app.requireRoles(SAVING_ROLES),
    handler: async (request, reply) => {
      const session = sessionOf(request);
      const { id } = request.params;
      const { filename, pdf } = await offerPriceList(app.db, session.effectiveUser.role, id);
      // A copy kept for offline use (« Rendre disponible hors ligne ») is not a download.
      if (request.headers[OFFLINE_COPY_HEADER] === undefined) {
        await recordSessionUsage(app.db, session, { kind: 'price_list_download', itemId: id });
      }
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          // Asked again each time: an admin may replace it (the service worker keeps a copy for
          // offline use).
          .header('cache-control', 'private, no-cache')
          .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength))
      );
    },
  });
};

export default documentsRoutes;
