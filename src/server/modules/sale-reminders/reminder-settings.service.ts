// An organization's payment reminder settings (docs/api.md "Payment reminders"): on or off, the
// provider the reminders go through, and the steps in days from a line's due date. Until saved,
// reminders are off and the steps are the defaults, so nothing is sent before the developer
// admin says so.
import { eq } from 'drizzle-orm';
import { MESSAGE_PROVIDERS } from '../../../shared/contacts.ts';
import { DEFAULT_REMINDER_STEPS, type SaleReminderSettings } from '../../../shared/sale-reminders.ts';
import type { SaleReminderSettingsBody } from '../../../shared/schemas/sale-reminders.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { saleReminderSettings } from '../../db/sale-reminders-schema.ts';
import { fieldError, forbidden } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { isProviderConfigured } from '../../services/messaging/providers.ts';

type Config = Pick<AppConfig, 'whatsappCloud'>;

/** The developer organization whose reminder settings the caller manages: his own. */
function settingsOrganizationId(tenant: TenantContext): number {
  if (tenant.organizationKind !== 'developer' || tenant.viaPlatformScope)
    throw forbidden('Reminder settings belong to developer organizations.');
  return tenant.organizationId;
}

function configuredProviders(config: Config) {
  return MESSAGE_PROVIDERS.filter((provider) => isProviderConfigured(config, provider));
}

async function presentSettings(db: Database, config: Config, organizationId: number): Promise<SaleReminderSettings> {
  const [row] = await db.select().from(saleReminderSettings).where(eq(saleReminderSettings.organization_id, organizationId)).limit(1);
  const providers = configuredProviders(config);
  return row
    ? { enabled: row.enabled, provider: row.provider, steps: row.steps, providers }
    : { enabled: false, provider: providers[0]!, steps: [...DEFAULT_REMINDER_STEPS], providers };
}

export async function showReminderSettings(db: Database, config: Config, tenant: TenantContext) {
  return { data: await presentSettings(db, config, settingsOrganizationId(tenant)) };
}

export async function replaceReminderSettings(db: Database, config: Config, tenant: TenantContext, body: SaleReminderSettingsBody) {
  const organizationId = settingsOrganizationId(tenant);
  if (!isProviderConfigured(config, body.provider))
    throw fieldError(
      'provider',
      'The WhatsApp Cloud API is not configured on this server (WHATSAPP_CLOUD_ACCESS_TOKEN, WHATSAPP_CLOUD_PHONE_NUMBER_ID).',
    );
  const now = currentTime();
  const values = { enabled: body.enabled, provider: body.provider, steps: body.steps, updated_by: tenant.userId, updated_at: now };
  await db
    .insert(saleReminderSettings)
    .values({ organization_id: organizationId, ...values, created_at: now })
    .onConflictDoUpdate({ target: saleReminderSettings.organization_id, set: values });
  return { data: await presentSettings(db, config, organizationId), message: 'Reminder settings saved.' };
}
