// Every API module of the product, in registration order.
import authRoutes from './auth/auth.routes.ts';
import healthRoutes from './health/health.routes.ts';
import type { ApiModule } from './module.ts';
import utilsRoutes from './utils/utils.routes.ts';

export const API_MODULES: ApiModule[] = [healthRoutes, utilsRoutes, authRoutes];
