/**
 * The back office's offers and promotions (docs/back-office/offers.md). Registered by ./index.ts,
 * whose scope already requires an admin (its real account, even while it acts as someone) and
 * accepts uploads. Paths and schemas: src/contract/back-office/offers.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boDeleteOfferPriceList,
  boOfferEndpoints,
  boOfferPriceList as boOfferPriceListEndpoint,
  boUploadOfferPriceList,
} from '../../../src/contract/back-office/offers.js';
import { contractRoute } from '../../contract-route.js';
import {
  boOfferPriceList,
  deleteOfferPriceList,
  offersStore,
  setOfferPriceList,
} from '../../services/back-office/offers.js';
import { uploadedBytes } from '../../services/uploads.js';
import { contentSectionRoutes } from './content-section.js';
import { adminOf } from './guard.js';

/** An offer's own routes: its price list, uploaded, removed and read as customers would get it. */
const priceListRoutes: FastifyPluginAsyncZod = async (app) => {
  // What an admin reads here may change at any moment and is nobody else's: never stored.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });

  app.route({
    ...(await contractRoute(boUploadOfferPriceList)),
    handler: async (request) =>
      setOfferPriceList(app.db, adminOf(request), request.params.id, await uploadedBytes(request)),
  });

  app.route({
    ...(await contractRoute(boDeleteOfferPriceList)),
    handler: async (request) => deleteOfferPriceList(app.db, adminOf(request), request.params.id),
  });

  app.route({
    // A file answer: binary (a Buffer skips the serializer), so only the params are described.
    ...(await contractRoute(boOfferPriceListEndpoint)),
    handler: async (request, reply) => {
      const { filename, pdf } = await boOfferPriceList(app.db, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  });
};

const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(contentSectionRoutes(boOfferEndpoints, offersStore));
  await app.register(priceListRoutes);
};

export default offersRoutes;
