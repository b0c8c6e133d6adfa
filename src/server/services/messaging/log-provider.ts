// The default provider: records the message as sent and nothing leaves the machine, so a fresh
// install (and the demo) can use the messenger end to end without an account anywhere.
import { randomUUID } from 'node:crypto';
import type { MessagingProvider } from './provider.ts';

export function createLogProvider(): MessagingProvider {
  return {
    name: 'log',
    send: async () => ({ ok: true, providerMessageId: `log-${randomUUID()}`, response: null }),
  };
}
