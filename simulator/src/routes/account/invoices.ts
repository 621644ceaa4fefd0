// Beyond the spec (contract/endpoints/invoices.ts): the caller's billing details, GET and POST
// account/billing_details, and each invoice as a document, GET account/invoices/{id} (JSON, which the app
// shows at /account/invoices/{id}) and GET account/invoices/{id}/pdf (the PDF, as an attachment). An invoice
// answers only its buyer and an admin; 404 for anyone else.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as invoices from '@sponsorspot/contract/endpoints/invoices';
import { endpointRoute } from '../endpoint-route.js';

const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, invoices.billingDetails),
    handler: async (request) => app.invoiceDocuments.billingDetails(request.identity.userId),
  });

  app.route({
    ...endpointRoute(app, invoices.saveBillingDetails),
    handler: async (request) =>
      app.invoiceDocuments.saveBillingDetails(request.identity.userId, request.body),
  });

  app.route({
    ...endpointRoute(app, invoices.invoiceDocument),
    handler: async (request) => {
      app.payments.settle();
      return app.invoiceDocuments.document(request.identity, request.params.id);
    },
  });

  app.route({
    ...endpointRoute(app, invoices.invoicePdf),
    handler: async (request, reply) => {
      app.payments.settle();
      const { fileName, pdf } = await app.invoiceDocuments.pdf(request.identity, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });
};

export default invoiceRoutes;
