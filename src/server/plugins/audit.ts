// The audit trail, declared on routes: a route with `config.audit` records that action once it
// has answered successfully; any refused call (403) of a signed-in caller is recorded as a
// denial, and a failed sign-in as such. A failed write is logged and never turns a success into
// an error. The entry names its subject (the record the path names, or the one the handler
// created) as it was before the change: src/server/modules/audit/audit-subjects.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUDIT_RECORDED_FIELDS } from '../../shared/audit.ts';
import type { Database } from '../db/client.ts';
import { auditLogs } from '../db/schema.ts';
import { resolveSubject, subjectOfPath, type AuditSubject, type ResolvedSubject } from '../modules/audit/audit-subjects.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Recorded in the audit log when the route answers 2xx. */
    audit?: string;
  }
  interface FastifyRequest {
    /** The user an audited public call concerns (sign-in), set by its handler. */
    auditUserId?: number;
    /** The action to record instead of the route's, when the call proved a more telling one (a PATCH that approved a signup). */
    auditAction?: string;
    /** What the handler knows that makes the entry precise (e.g. an import that was only a preview). */
    auditDetails?: Record<string, unknown>;
    /** The record an audited call is about when its path does not name it (a created sale offer). */
    auditSubject?: AuditSubject;
    /** The path's subject as it was before the handler ran (set in preHandler). */
    auditSubjectBefore?: ResolvedSubject;
  }
}

function subjectOf(request: FastifyRequest): AuditSubject {
  return subjectOfPath(request.routeOptions.url, (request.params ?? {}) as Record<string, unknown>);
}

const RECORDED_VALUES: readonly string[] = AUDIT_RECORDED_FIELDS;

/** Sign-ins: their failures (422, or 429 once throttled) are recorded as `<action>_failed`, with the email, never the password. */
const SIGN_IN_ACTIONS = new Set(['auth.login', 'auth.login_two_factor']);
const FAILED_SIGN_IN_STATUSES = new Set([422, 429]);

function bodyEmail(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : null;
}

export default fp(
  async function auditPlugin(app: FastifyInstance, options: { db: Database }) {
    // Before the handler: a deleted record is gone afterwards, and a change's old values with it.
    app.addHook('preHandler', async (request) => {
      if (!request.routeOptions.config?.audit) return;
      try {
        request.auditSubjectBefore = await resolveSubject(
          options.db,
          subjectOf(request),
          (request.params ?? {}) as Record<string, unknown>,
        );
      } catch (error) {
        request.log.error({ err: error }, 'audit subject lookup failed');
      }
    });

    // onSend, not onResponse: the entry is written before the answer leaves, so whoever sees the
    // answer (a test, an auditor) also finds the entry, and a crash cannot drop it after the fact.
    app.addHook('onSend', async (request, reply, payload) => {
      const config = request.routeOptions.config;
      const status = reply.statusCode;
      let action: string | null = null;
      const details: Record<string, unknown> = { method: request.method, route: request.routeOptions.url, status };
      if (config?.audit && status < 400) {
        action = request.auditAction ?? config.audit;
        // Which fields a change touched, never their values (passwords, tokens…) but a new role or status.
        const body = request.body;
        if (body && typeof body === 'object' && !Array.isArray(body) && !SIGN_IN_ACTIONS.has(config.audit)) {
          details.fields = Object.keys(body).filter((field) => !['_method', 'locale', 'organization_id'].includes(field));
          const values = Object.entries(body).filter(
            ([field, value]) => RECORDED_VALUES.includes(field) && ['string', 'boolean', 'number'].includes(typeof value),
          );
          if (values.length > 0) details.values = Object.fromEntries(values);
          // The same fields as they were, so the log reads old → new.
          const before = request.auditSubjectBefore?.values ?? {};
          const previous = values.filter(([field]) => field in before).map(([field]) => [field, before[field]]);
          if (previous.length > 0) details.previous = Object.fromEntries(previous);
        }
        // A public call (password reset, registration) is known by the email it names.
        if (!request.principal && bodyEmail(request)) details.email = bodyEmail(request);
      } else if (config?.audit && SIGN_IN_ACTIONS.has(config.audit) && FAILED_SIGN_IN_STATUSES.has(status)) {
        action = `${config.audit}_failed`;
        details.email = bodyEmail(request);
      } else if (status === 403 && request.principal) {
        action = 'access.denied';
        details.permission = config?.action ?? null;
      }
      if (!action) return payload;
      Object.assign(details, request.auditDetails);
      const principal = request.principal;
      try {
        // A denial names only the path's record: its caller had no right to read the record's name.
        const subject = request.auditSubject ?? subjectOf(request);
        const resolved =
          action === 'access.denied'
            ? undefined
            : request.auditSubject
              ? await resolveSubject(options.db, subject)
              : request.auditSubjectBefore;
        await options.db.insert(auditLogs).values({
          action,
          user_id: principal?.kind === 'user' ? principal.userId : (request.auditUserId ?? null),
          organization_id: request.tenant?.organizationId ?? (principal?.kind === 'organization' ? principal.organizationId : null),
          ip: request.ip,
          details: principal?.kind === 'organization' ? { ...details, api_token_id: principal.tokenId } : details,
          ...subject,
          subject_label: resolved?.label ?? null,
          subject_organization_id: resolved?.organization_id ?? null,
        });
      } catch (error) {
        request.log.error({ err: error, action }, 'audit log write failed');
      }
      return payload;
    });
  },
  { name: 'audit', dependencies: ['tenant-context'] },
);
