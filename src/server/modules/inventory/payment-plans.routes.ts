// Payment plan routes (docs/api.md: inventory/buildings/{id}/payment-plans,
// inventory/payment-plans/{planId}). The body schema is the one the client's form uses.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_PLAN_SORTS } from '../../../shared/inventory.ts';
import { paymentPlanBody } from '../../../shared/schemas/payment-plans.ts';
import { listQuerySchema, listResponseSchema, messageResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { paymentPlanSchema } from './inventory.resources.ts';
import * as plans from './payment-plans.service.ts';

const listQuery = listQuerySchema({ sortable: PAYMENT_PLAN_SORTS, defaultSort: 'name' });
const oneResponse = z.object({ data: paymentPlanSchema, message: z.string() });

export default async function paymentPlanRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory: payment plans'];

  routes.get('/inventory/buildings/:id/payment-plans', {
    config: { action: 'inventory.view' },
    schema: {
      tags,
      summary: 'A building’s payment plans',
      params: idParams('id'),
      querystring: listQuery,
      response: { 200: listResponseSchema(paymentPlanSchema) },
    },
    handler: (request) => plans.listPaymentPlans(db, tenantOf(request), request.params.id, request.query),
  });

  routes.post('/inventory/buildings/:id/payment-plans', {
    config: { action: 'inventory.manage' },
    schema: {
      tags,
      summary: 'Add a payment plan (installments summing to exactly 100 %)',
      params: idParams('id'),
      body: paymentPlanBody,
      response: { 201: oneResponse },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await plans.createPaymentPlan(db, tenantOf(request), request.params.id, request.body)),
  });

  routes.get('/inventory/payment-plans/:planId', {
    config: { action: 'inventory.view' },
    schema: { tags, summary: 'One payment plan', params: idParams('planId'), response: { 200: z.object({ data: paymentPlanSchema }) } },
    handler: (request) => plans.showPaymentPlan(db, tenantOf(request), request.params.planId),
  });

  routes.put('/inventory/payment-plans/:planId', {
    config: { action: 'inventory.manage' },
    schema: { tags, summary: 'Edit a payment plan', params: idParams('planId'), body: paymentPlanBody, response: { 200: oneResponse } },
    handler: (request) => plans.updatePaymentPlan(db, tenantOf(request), request.params.planId, request.body),
  });

  routes.delete('/inventory/payment-plans/:planId', {
    config: { action: 'inventory.manage', audit: 'inventory.payment_plan.deleted' },
    schema: { tags, summary: 'Delete a payment plan', params: idParams('planId'), response: { 200: messageResponseSchema } },
    handler: (request) => plans.deletePaymentPlan(db, tenantOf(request), request.params.planId),
  });
}
