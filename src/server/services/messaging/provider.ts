// What the queue worker needs from a messaging provider: send one rendered message and say how it
// went. Providers never throw for a refused or failed message; the outcome carries the provider's
// own answer, which the message log keeps.
import type { MessageProvider } from '../../../shared/contacts.ts';

export interface OutgoingMessage {
  /** E.164-ish: digits with a leading +. */
  to: string;
  /** The body rendered for this recipient. */
  body: string;
  template: { name: string; language: string } | null;
  /** The value each template variable was filled with. */
  variables: Record<string, string>;
}

export type SendOutcome =
  { ok: true; providerMessageId: string | null; response: unknown } | { ok: false; error: string; response: unknown };

export interface MessagingProvider {
  readonly name: MessageProvider;
  send(message: OutgoingMessage): Promise<SendOutcome>;
}

export type ProviderRegistry = Partial<Record<MessageProvider, MessagingProvider>>;
