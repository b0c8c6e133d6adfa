-- The team activities widget counts each owner's activities done and overdue within a period:
-- with `completed_at` in the owner index it reads the index alone, in owner order, instead of
-- every activity row of the organization (bench/RESULTS.md "Team activities from the owner
-- index").
DROP INDEX "activities_organization_owner_due_idx";--> statement-breakpoint
CREATE INDEX "activities_organization_owner_due_idx" ON "activities" USING btree ("organization_id","owner_id","due_at","completed_at");