// Every API module of the product, in registration order.
import accountRoutes from './account/account.routes.ts';
import notificationRoutes from './account/notifications.routes.ts';
import savedFilterRoutes from './account/saved-filters.routes.ts';
import authRoutes from './auth/auth.routes.ts';
import emailVerificationRoutes from './auth/email-verification.routes.ts';
import passwordResetRoutes from './auth/password-reset.routes.ts';
import twoFactorRoutes from './auth/two-factor.routes.ts';
import healthRoutes from './health/health.routes.ts';
import invitationRoutes from './invitations/invitations.routes.ts';
import contactsRoutes from './contacts/contacts.routes.ts';
import contractRoutes from './contracts/contracts.routes.ts';
import crmRoutes from './crm/crm.routes.ts';
import dashboardRoutes from './dashboards/dashboards.routes.ts';
import platformDashboardRoutes from './dashboards/platform-dashboard.routes.ts';
import salesManagerDashboardRoutes from './dashboards/sales-manager-dashboard.routes.ts';
import brokerDashboardRoutes from './dashboards/broker-dashboard.routes.ts';
import inventoryRoutes from './inventory/inventory.routes.ts';
import saleOfferRoutes from './sale-offers/sale-offers.routes.ts';
import saleRoutes from './sales/sales.routes.ts';
import saleReminderRoutes from './sale-reminders/sale-reminders.routes.ts';
import collectionRoutes from './collections/collections.routes.ts';
import commissionRoutes from './commissions/commissions.routes.ts';
import auditRoutes from './audit/audit.routes.ts';
import type { ApiModule } from './module.ts';
import documentRoutes from './organizations/documents.routes.ts';
import apiTokenRoutes from './organizations/api-tokens.routes.ts';
import logoRoutes from './organizations/logo.routes.ts';
import memberRoutes from './organizations/members.routes.ts';
import messengerRoutes from './messenger/messenger.routes.ts';
import metricsRoutes from './metrics/metrics.routes.ts';
import organizationRoutes from './organizations/organizations.routes.ts';
import salesAssignmentRoutes from './organizations/sales-assignments.routes.ts';
import reportRoutes from './reports/reports.routes.ts';
import searchRoutes from './search/search.routes.ts';
import signupReviewRoutes from './signup/signup-review.routes.ts';
import signupRoutes from './signup/signup.routes.ts';
import userRoutes from './users/users.routes.ts';
import utilsRoutes from './utils/utils.routes.ts';

export const API_MODULES: ApiModule[] = [
  healthRoutes,
  metricsRoutes,
  utilsRoutes,
  authRoutes,
  twoFactorRoutes,
  passwordResetRoutes,
  emailVerificationRoutes,
  accountRoutes,
  notificationRoutes,
  savedFilterRoutes,
  invitationRoutes,
  organizationRoutes,
  memberRoutes,
  salesAssignmentRoutes,
  logoRoutes,
  apiTokenRoutes,
  documentRoutes,
  contractRoutes,
  userRoutes,
  signupRoutes,
  signupReviewRoutes,
  auditRoutes,
  crmRoutes,
  inventoryRoutes,
  saleOfferRoutes,
  saleRoutes,
  saleReminderRoutes,
  collectionRoutes,
  commissionRoutes,
  dashboardRoutes,
  salesManagerDashboardRoutes,
  platformDashboardRoutes,
  brokerDashboardRoutes,
  reportRoutes,
  contactsRoutes,
  messengerRoutes,
  searchRoutes,
];
