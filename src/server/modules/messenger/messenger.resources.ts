// How templates and message logs leave the server: strict response schemas and their mappers.
import { z } from 'zod';
import {
  MESSAGE_PROVIDERS,
  MESSAGE_STATUSES,
  TEMPLATE_PURPOSES,
  TEMPLATE_STATUSES,
  templateVariables,
  type MessageLog,
  type MessageLogDetail,
  type MessageTemplate,
} from '../../../shared/contacts.ts';
import type { messageLogs, messageTemplates } from '../../db/contacts-schema.ts';

export type TemplateRow = typeof messageTemplates.$inferSelect;
export type LogRow = typeof messageLogs.$inferSelect;

const id = z.number().int();

export const templateSchema = z.object({
  id,
  provider: z.enum(MESSAGE_PROVIDERS),
  name: z.string(),
  language: z.string(),
  body: z.string(),
  status: z.enum(TEMPLATE_STATUSES),
  purpose: z.enum(TEMPLATE_PURPOSES),
  variables: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<MessageTemplate>;

export const messageLogSchema = z.object({
  id,
  provider: z.enum(MESSAGE_PROVIDERS),
  template_id: id.nullable(),
  template: z.object({ id, name: z.string() }).nullable(),
  company_id: id.nullable(),
  recipient_name: z.string(),
  recipient_phone: z.string(),
  body: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  provider_message_id: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  sender: z.object({ id, full_name: z.string() }).nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<MessageLog>;

export const messageLogDetailSchema = messageLogSchema.extend({
  variables: z.record(z.string(), z.string()),
  provider_response: z.unknown(),
}) satisfies z.ZodType<MessageLogDetail>;

export function toTemplateResource(row: TemplateRow): MessageTemplate {
  return {
    id: row.id,
    provider: row.provider,
    name: row.name,
    language: row.language,
    body: row.body,
    status: row.status,
    purpose: row.purpose,
    variables: templateVariables(row.body),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toLogResource(row: LogRow, senderName: string | null): MessageLog {
  return {
    id: row.id,
    provider: row.provider,
    template_id: row.template_id,
    // The name as sent: the template may have been renamed or deleted since.
    template: row.template_id !== null && row.template_name !== null ? { id: row.template_id, name: row.template_name } : null,
    company_id: row.company_id,
    recipient_name: row.recipient_name,
    recipient_phone: row.recipient_phone,
    body: row.body,
    status: row.status,
    provider_message_id: row.provider_message_id,
    error: row.error,
    attempts: row.attempts,
    sender: row.sender_id !== null && senderName !== null ? { id: row.sender_id, full_name: senderName } : null,
    sent_at: row.sent_at ? row.sent_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toLogDetailResource(row: LogRow, senderName: string | null): MessageLogDetail {
  return { ...toLogResource(row, senderName), variables: row.variables, provider_response: row.provider_response ?? null };
}
