// Sale routes (docs/api.md "Sales"). Reading is sales.view (a super admin every sale, a sales
// manager his assigned organizations', a developer organization's members their own: scope.ts);
// recording a sale is sales.manage (the developer admin) or sales.create_from_offer (a sales
// manager, from his own offer); cancelling, re-planning and the fee settings are sales.manage.
// Payments (receipts.service.ts): reading them is sales.view, recording one sales.payments.record
// (the developer admin and the developer), bouncing a cheque sales.manage; refunds on a cancelled
// sale (refunds.service.ts) and recording the SPA date later are sales.manage. The receipt and
// statement PDFs (sale-documents.service.ts) are sales.view, whoever reads the sale. The broker
// sellers a sale may name (broker-sellers.service.ts) are for whoever records sales.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SALE_SORTS } from '../../../shared/sales.ts';
import {
  saleCancelBody,
  saleCreateBody,
  saleFeeDefaultsBody,
  saleListFilters,
  saleReceiptBody,
  saleReceiptBounceBody,
  saleRefundBody,
  saleSpaBody,
  saleReplanBody,
} from '../../../shared/schemas/sales.ts';
import { listQuerySchema, listResponseSchema, optionsQuerySchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { validationFailed } from '../../http/errors.ts';
import { sendGeneratedFile } from '../../http/downloads.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { replaceFeeDefaults, showFeeDefaults } from './fee-defaults.service.ts';
import * as receiptsService from './receipts.service.ts';
import { receiptPdf, statementPdf } from './sale-documents.service.ts';
import { listBrokerSellers } from './broker-sellers.service.ts';
import {
  brokerSellerSchema,
  saleDetailSchema,
  saleFeeDefaultsSchema,
  saleListItemSchema,
  saleReceiptSchema,
  saleRefundSchema,
} from './sales.resources.ts';
import { recordRefund } from './refunds.service.ts';
import * as salesService from './sales.service.ts';

/** The `Idempotency-Key` header (docs/api.md "Sale receipts"): at most 200 characters, else 422. */
function idempotencyHeader(value: string | string[] | undefined): string | undefined {
  const key = (Array.isArray(value) ? value[0] : value)?.trim();
  if (key !== undefined && key.length > 200)
    throw validationFailed({ idempotency_key: ['The idempotency key field must not be greater than 200 characters.'] });
  return key || undefined;
}

const listQuery = listQuerySchema({ sortable: SALE_SORTS, defaultSort: 'booking_date', defaultOrder: 'desc', filters: saleListFilters });
const oneResponse = z.object({ data: saleDetailSchema, message: z.string() });

export default async function saleRoutes(app: FastifyInstance, { db, storage }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sales'];

  routes.get('/sales', {
    config: { action: 'sales.view' },
    schema: {
      tags,
      summary: 'Sales in the caller’s reach (filters: status, project_id, building_id, buyer, developer_organization_id)',
      querystring: listQuery,
      response: { 200: listResponseSchema(saleListItemSchema) },
    },
    handler: (request) => salesService.listSales(db, tenantOf(request), request.query),
  });

  routes.get('/sales/fee-defaults', {
    config: { action: 'sales.manage' },
    schema: {
      tags,
      summary: 'The organization’s default sale fees (what a new sale starts from)',
      response: { 200: z.object({ data: saleFeeDefaultsSchema }) },
    },
    handler: (request) => showFeeDefaults(db, tenantOf(request)),
  });

  routes.put('/sales/fee-defaults', {
    config: { action: 'sales.manage', audit: 'sale.fee_defaults_updated' },
    schema: {
      tags,
      summary: 'Replace the organization’s default sale fees: percent (2 decimals) or fixed (minor units)',
      body: saleFeeDefaultsBody,
      response: { 200: z.object({ data: saleFeeDefaultsSchema, message: z.string() }) },
    },
    handler: (request) => replaceFeeDefaults(db, tenantOf(request), request.body),
  });

  routes.get('/sales/broker-sellers', {
    config: { action: 'sales.manage', orAction: 'sales.create_from_offer' },
    schema: {
      tags,
      summary:
        'Broker organizations a sale may name as its seller (search: name): active ones, at most 50, each with its enabled members as agents (names only)',
      querystring: optionsQuerySchema,
      response: { 200: z.object({ data: z.array(brokerSellerSchema) }) },
    },
    handler: (request) => listBrokerSellers(db, request.query.search),
  });

  routes.get('/sales/:id', {
    config: { action: 'sales.view' },
    schema: {
      tags,
      summary: 'One sale with its buyers, fees, current schedule and schedule history',
      params: idParams('id'),
      response: { 200: z.object({ data: saleDetailSchema }) },
    },
    handler: (request) => salesService.showSale(db, tenantOf(request), request.params.id),
  });

  routes.post('/sales', {
    config: { action: 'sales.manage', orAction: 'sales.create_from_offer', audit: 'sale.created' },
    schema: {
      tags,
      summary:
        'Record a sale of a unit, booking (or selling) it in the same transaction (409 when the unit is not available to the caller)',
      body: saleCreateBody,
      response: { 201: oneResponse },
    },
    handler: async (request, reply) => {
      const created = await salesService.createSale(db, tenantOf(request), request.body);
      request.auditSubject = { subject_type: 'sale', subject_id: created.data.id };
      return reply.code(201).send(created);
    },
  });

  routes.post('/sales/:id/schedules', {
    config: { action: 'sales.manage', audit: 'sale.replanned' },
    schema: {
      tags,
      summary: 'Re-plan an active sale: a new schedule version from a building plan or custom installments; the old one is kept',
      params: idParams('id'),
      body: saleReplanBody,
      response: { 200: oneResponse },
    },
    handler: (request) => salesService.replanSale(db, tenantOf(request), request.params.id, request.body),
  });

  const receiptResponse = z.object({ data: saleReceiptSchema, message: z.string() });

  routes.get('/sales/:id/receipts', {
    config: { action: 'sales.view' },
    schema: {
      tags,
      summary: 'The sale’s receipts, newest first, each with what it pays line by line',
      params: idParams('id'),
      response: { 200: z.object({ data: z.array(saleReceiptSchema) }) },
    },
    handler: (request) => receiptsService.listReceipts(db, tenantOf(request), request.params.id),
  });

  routes.post('/sales/:id/receipts', {
    config: { action: 'sales.payments.record', audit: 'sale.receipt_recorded' },
    schema: {
      tags,
      summary:
        'Record a payment on an active sale (allocated to the oldest open lines; a post-dated cheque is pending until its date); a repeated Idempotency-Key header records once',
      params: idParams('id'),
      body: saleReceiptBody,
      response: { 200: receiptResponse, 201: receiptResponse },
    },
    handler: async (request, reply) => {
      const { replayed, ...answer } = await receiptsService.recordReceipt(
        db,
        tenantOf(request),
        request.params.id,
        request.body,
        idempotencyHeader(request.headers['idempotency-key']),
      );
      request.auditSubject = { subject_type: 'sale', subject_id: request.params.id };
      return reply.code(replayed ? 200 : 201).send(answer);
    },
  });

  routes.post('/sales/:id/receipts/:receiptId/bounce', {
    config: { action: 'sales.manage', audit: 'sale.cheque_bounced' },
    schema: {
      tags,
      summary: 'Mark a cheque bounced with a reason: it pays nothing from now on and the lines it paid re-open',
      params: idParams('id', 'receiptId'),
      body: saleReceiptBounceBody,
      response: { 200: receiptResponse },
    },
    handler: (request) =>
      receiptsService.bounceReceipt(db, tenantOf(request), request.params.id, request.params.receiptId, request.body.reason),
  });

  routes.get('/sales/:id/receipts/:receiptId/pdf', {
    config: { action: 'sales.view' },
    schema: {
      tags,
      summary: 'One receipt as a branded PDF, in the caller’s language (bounced with its reason, a post-dated cheque pending)',
      params: idParams('id', 'receiptId'),
    },
    handler: async (request, reply) =>
      sendGeneratedFile(
        reply,
        await receiptPdf(db, storage, tenantOf(request), request.params.id, request.params.receiptId, request.language),
      ),
  });

  routes.get('/sales/:id/statement/pdf', {
    config: { action: 'sales.view' },
    schema: {
      tags,
      summary: 'The sale’s statement of account as a branded PDF, in the caller’s language: schedule, payments, balance, overdue',
      params: idParams('id'),
    },
    handler: async (request, reply) =>
      sendGeneratedFile(reply, await statementPdf(db, storage, tenantOf(request), request.params.id, request.language)),
  });

  routes.post('/sales/:id/spa', {
    config: { action: 'sales.manage', audit: 'sale.spa_recorded' },
    schema: {
      tags,
      summary:
        'Record the SPA date of an active sale (422 before the booking date or after today); a commission due at the SPA is created with it',
      params: idParams('id'),
      body: saleSpaBody,
      response: { 200: oneResponse },
    },
    handler: (request) => salesService.recordSpaDate(db, tenantOf(request), request.params.id, request.body),
  });

  routes.post('/sales/:id/cancel', {
    config: { action: 'sales.manage', audit: 'sale.cancelled' },
    schema: {
      tags,
      summary:
        'Cancel an active sale with a reason, optionally with refunds (422 past what it received): the unit returns to available, the record stays',
      params: idParams('id'),
      body: saleCancelBody,
      response: { 200: oneResponse },
    },
    handler: (request) => salesService.cancelSale(db, tenantOf(request), request.params.id, request.body),
  });

  routes.post('/sales/:id/refunds', {
    config: { action: 'sales.manage', audit: 'sale.refund_recorded' },
    schema: {
      tags,
      summary: 'Record a refund on a cancelled sale (409 on an active one; 422 when the refunds would total more than the sale received)',
      params: idParams('id'),
      body: saleRefundBody,
      response: { 201: z.object({ data: saleRefundSchema, message: z.string() }) },
    },
    handler: async (request, reply) => {
      const recorded = await recordRefund(db, tenantOf(request), request.params.id, request.body);
      request.auditSubject = { subject_type: 'sale', subject_id: request.params.id };
      return reply.code(201).send(recorded);
    },
  });
}
