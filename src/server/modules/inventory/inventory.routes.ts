// The inventory module (docs/api.md "Inventory and sales": amenities, projects, buildings, their
// images, 360 media and video links, payment plans, embeds and exports, and units); sale offers
// join it with their own issue. Reads reach the caller's scope (scope.ts); writes act in the
// developer admin's own organization, and any record outside is a 404 and stays untouched.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module.ts';
import amenityRoutes from './amenities.routes.ts';
import buildingRoutes from './buildings.routes.ts';
import embedRoutes from './embed.routes.ts';
import exportRoutes from './exports.routes.ts';
import imageRoutes from './images.routes.ts';
import mediaRoutes from './media.routes.ts';
import paymentPlanRoutes from './payment-plans.routes.ts';
import projectRoutes from './projects.routes.ts';
import unitRoutes from './units.routes.ts';

export default async function inventoryRoutes(app: FastifyInstance, deps: ModuleDeps) {
  for (const routes of [
    amenityRoutes,
    projectRoutes,
    buildingRoutes,
    imageRoutes,
    paymentPlanRoutes,
    mediaRoutes,
    embedRoutes,
    exportRoutes,
    unitRoutes,
  ]) {
    await routes(app, deps);
  }
}
