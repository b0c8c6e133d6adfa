// The CRM module (docs/api.md "CRM": mentions, tags, leads with notes, documents and history,
// activities, lead import, pipelines with their stages, kanban and list, deals). Every route acts
// in the caller's organization (the tenant context) and every query is scoped by it: another
// organization's record is a 404 and stays untouched.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module.ts';
import activityRoutes from './activities.routes.ts';
import dealRoutes from './deals.routes.ts';
import leadDocumentRoutes from './lead-documents.routes.ts';
import leadImportRoutes from './lead-import.routes.ts';
import leadRoutes from './leads.routes.ts';
import noteRoutes from './notes.routes.ts';
import pipelineRoutes from './pipelines.routes.ts';
import tagRoutes from './tags.routes.ts';

export default async function crmRoutes(app: FastifyInstance, deps: ModuleDeps) {
  for (const routes of [
    tagRoutes,
    leadRoutes,
    leadImportRoutes,
    noteRoutes,
    leadDocumentRoutes,
    activityRoutes,
    pipelineRoutes,
    dealRoutes,
  ]) {
    await routes(app, deps);
  }
}
