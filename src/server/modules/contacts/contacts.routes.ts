// The contacts module (docs/api.md "Contacts and messenger": companies and brokers the platform
// prospects). Sending messages to companies is the messenger module's (send-messages).
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module.ts';
import brokerRoutes from './brokers.routes.ts';
import companyRoutes from './companies.routes.ts';

export default async function contactsRoutes(app: FastifyInstance, deps: ModuleDeps) {
  for (const routes of [companyRoutes, brokerRoutes]) await routes(app, deps);
}
