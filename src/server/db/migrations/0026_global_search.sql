-- Hand-written: trigram indexes for the one search box (docs/api.md "Search") and the lists'
-- search, which both compare `search_fold(column) LIKE '%term%'` (src/server/http/lists.ts
-- `searchAcross`). A b-tree cannot serve a contains-pattern; a GIN index of trigrams can, for
-- terms of three letters or more. pg_trgm ships with PostgreSQL (trusted: the database owner may
-- create it) and with PGlite, which loads it through src/server/db/pglite.ts.
CREATE EXTENSION IF NOT EXISTS "pg_trgm";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_full_name_trgm_idx" ON "leads" USING gin (search_fold("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_email_trgm_idx" ON "leads" USING gin (search_fold("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_phone_trgm_idx" ON "leads" USING gin (search_fold("phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_phone_normalized_trgm_idx" ON "leads" USING gin ("phone_normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "deals_title_trgm_idx" ON "deals" USING gin (search_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "units_unit_number_trgm_idx" ON "units" USING gin (search_fold("unit_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_name_trgm_idx" ON "projects" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "buildings_name_trgm_idx" ON "buildings" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sale_offers_number_trgm_idx" ON "sale_offers" USING gin (search_fold("number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "organizations_name_trgm_idx" ON "organizations" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_full_name_trgm_idx" ON "users" USING gin (search_fold("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin (search_fold("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_companies_name_trgm_idx" ON "contact_companies" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_brokers_full_name_trgm_idx" ON "contact_brokers" USING gin (search_fold("full_name") gin_trgm_ops);
