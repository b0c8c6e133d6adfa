ALTER TABLE "projects" ADD COLUMN "currency" text DEFAULT 'AED' NOT NULL;--> statement-breakpoint
-- Backfill (hand-written): until now a project's units, plans and offers were priced in the
-- organization's currency, so each existing project takes its organization's. No amount changes:
-- the minor units stored stay in the same currency, with the same decimals (AED keeps 2).
UPDATE "projects" SET "currency" = "organizations"."currency" FROM "organizations" WHERE "organizations"."id" = "projects"."organization_id";
