ALTER TABLE "audit_logs" ADD COLUMN "subject_label" text;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "subject_organization_id" integer;--> statement-breakpoint
-- Backfill (hand-written): entries written before subjects were named kept the path parameter's
-- name as their type ('id', 'orgId'…). Give them the subject type the audit plugin now writes
-- (src/server/modules/audit/audit-subjects.ts), from the parameter or the route they recorded.
UPDATE "audit_logs" SET "subject_type" = CASE
  WHEN "subject_type" IN ('orgId', 'organizationId') THEN 'organization'
  WHEN "subject_type" = 'userId' THEN 'user'
  WHEN "subject_type" = 'unitId' THEN 'unit'
  WHEN "subject_type" = 'planId' THEN 'payment_plan'
  WHEN "subject_type" = 'documentId' THEN 'document'
  WHEN "subject_type" = 'tokenId' AND "details"->>'route' LIKE '%/devices/%' THEN 'device'
  WHEN "subject_type" = 'tokenId' THEN 'api_token'
  -- A sale offer's creation named the developer organization of its path.
  WHEN "action" = 'sale_offer.created' THEN 'organization'
  WHEN "details"->>'route' ~ '/auth/organizations/:id' THEN 'organization'
  WHEN "details"->>'route' ~ '/crm/leads/:id' THEN 'lead'
  WHEN "details"->>'route' ~ '/crm/deals/:id' THEN 'deal'
  WHEN "details"->>'route' ~ '/crm/activities/:id' THEN 'activity'
  WHEN "details"->>'route' ~ '/crm/notes/:id' THEN 'note'
  WHEN "details"->>'route' ~ '/crm/documents/:id' THEN 'lead_document'
  WHEN "details"->>'route' ~ '/crm/pipelines/:id' THEN 'pipeline'
  WHEN "details"->>'route' ~ '/crm/stages/:id' THEN 'stage'
  WHEN "details"->>'route' ~ '/crm/tags/:id' THEN 'tag'
  WHEN "details"->>'route' ~ '/inventory/projects/:id' THEN 'project'
  WHEN "details"->>'route' ~ '/inventory/buildings/:id' THEN 'building'
  WHEN "details"->>'route' ~ '/inventory/units/.*:id' THEN 'unit'
  WHEN "details"->>'route' ~ '/inventory/sale-offers/:id' THEN 'sale_offer'
  WHEN "details"->>'route' ~ '/inventory/amenities/:id' THEN 'amenity'
  WHEN "details"->>'route' ~ '/inventory/video-links/:id' THEN 'video_link'
  WHEN "details"->>'route' ~ '/inventory/media360/:id' THEN 'media360'
  WHEN "details"->>'route' ~ '/contacts/companies/.*:id' THEN 'company'
  WHEN "details"->>'route' ~ '/contacts/brokers/.*:id' THEN 'broker'
  WHEN "details"->>'route' ~ '/messenger/templates/' THEN 'message_template'
  WHEN "details"->>'route' ~ '/saved-filters/:id' THEN 'saved_filter'
  WHEN "details"->>'route' ~ '/contracts/.*:id' THEN 'contract'
  ELSE NULL
END
WHERE "subject_type" IS NOT NULL;--> statement-breakpoint
-- Their names and organizations, for the subjects that still exist.
UPDATE "audit_logs" SET "subject_label" = o."name", "subject_organization_id" = o."id"
FROM "organizations" o WHERE "audit_logs"."subject_type" = 'organization' AND o."id" = "audit_logs"."subject_id";--> statement-breakpoint
UPDATE "audit_logs" SET "subject_label" = u."full_name"
FROM "users" u WHERE "audit_logs"."subject_type" = 'user' AND u."id" = "audit_logs"."subject_id";--> statement-breakpoint
UPDATE "audit_logs" SET "subject_label" = l."full_name", "subject_organization_id" = l."organization_id"
FROM "leads" l WHERE "audit_logs"."subject_type" = 'lead' AND l."id" = "audit_logs"."subject_id";--> statement-breakpoint
UPDATE "audit_logs" SET "subject_label" = d."title", "subject_organization_id" = d."organization_id"
FROM "deals" d WHERE "audit_logs"."subject_type" = 'deal' AND d."id" = "audit_logs"."subject_id";--> statement-breakpoint
UPDATE "audit_logs" SET "subject_label" = s."number", "subject_organization_id" = s."organization_id"
FROM "sale_offers" s WHERE "audit_logs"."subject_type" = 'sale_offer' AND s."id" = "audit_logs"."subject_id";--> statement-breakpoint
UPDATE "audit_logs" SET "subject_label" = p."name", "subject_organization_id" = p."organization_id"
FROM "projects" p WHERE "audit_logs"."subject_type" = 'project' AND p."id" = "audit_logs"."subject_id";--> statement-breakpoint
UPDATE "audit_logs" SET "subject_label" = b."name", "subject_organization_id" = b."organization_id"
FROM "buildings" b WHERE "audit_logs"."subject_type" = 'building' AND b."id" = "audit_logs"."subject_id";--> statement-breakpoint
UPDATE "audit_logs" SET "subject_label" = u."unit_number", "subject_organization_id" = u."organization_id"
FROM "units" u WHERE "audit_logs"."subject_type" = 'unit' AND u."id" = "audit_logs"."subject_id";--> statement-breakpoint
UPDATE "audit_logs" SET "subject_label" = c."name", "subject_organization_id" = c."organization_id"
FROM "contact_companies" c WHERE "audit_logs"."subject_type" = 'company' AND c."id" = "audit_logs"."subject_id";--> statement-breakpoint
UPDATE "audit_logs" SET "subject_label" = b."full_name", "subject_organization_id" = b."organization_id"
FROM "contact_brokers" b WHERE "audit_logs"."subject_type" = 'broker' AND b."id" = "audit_logs"."subject_id";
