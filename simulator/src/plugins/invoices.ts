// Invoices as documents as `app.invoiceDocuments` (domain/invoices/service.ts): the billing details, each
// invoice as JSON and as a PDF.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InvoiceDocuments } from '../domain/invoices/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    invoiceDocuments: InvoiceDocuments;
  }
}

async function invoicesPlugin(app: FastifyInstance) {
  const { invoices, billingDetails, clock, settings } = app;
  app.decorate(
    'invoiceDocuments',
    new InvoiceDocuments({ invoices, billingDetails, clock, seller: settings.seller }),
  );
}

export default fp(invoicesPlugin, { name: 'invoices', dependencies: ['repositories', 'clock'] });
