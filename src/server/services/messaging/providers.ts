// The providers this installation can send through: `log` always, `whatsapp_cloud` once its
// access token and phone number id are configured.
import type { MessageProvider } from '../../../shared/contacts.ts';
import type { AppConfig } from '../../config.ts';
import { createLogProvider } from './log-provider.ts';
import type { ProviderRegistry } from './provider.ts';
import { createWhatsAppCloudProvider } from './whatsapp-cloud-provider.ts';

export function configuredProviders(config: Pick<AppConfig, 'whatsappCloud'>): ProviderRegistry {
  const { baseUrl, accessToken, phoneNumberId } = config.whatsappCloud;
  return {
    log: createLogProvider(),
    ...(accessToken && phoneNumberId ? { whatsapp_cloud: createWhatsAppCloudProvider({ baseUrl, accessToken, phoneNumberId }) } : {}),
  };
}

export function isProviderConfigured(config: Pick<AppConfig, 'whatsappCloud'>, provider: MessageProvider): boolean {
  return provider === 'log' || Boolean(config.whatsappCloud.accessToken && config.whatsappCloud.phoneNumberId);
}
