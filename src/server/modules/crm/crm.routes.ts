// The CRM module (API.md "CRM": mentions, tags, leads with notes, documents and history,
// activities, lead import); deals and pipelines join it with their own issue. Every route acts
// in the caller's organization (the tenant context) and every query is scoped by it: another
// organization's record is a 404 and stays untouched.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module.ts';
import activityRoutes from './activities.routes.ts';
import leadDocumentRoutes from './lead-documents.routes.ts';
import leadImportRoutes from './lead-import.routes.ts';
import leadRoutes from './leads.routes.ts';
import noteRoutes from './notes.routes.ts';
import tagRoutes from './tags.routes.ts';

export default async function crmRoutes(app: FastifyInstance, deps: ModuleDeps) {
  for (const routes of [tagRoutes, leadRoutes, leadImportRoutes, noteRoutes, leadDocumentRoutes, activityRoutes]) {
    await routes(app, deps);
  }
}
