-- The broker admin's per-member figures count each owner's leads created in a period and those
-- still unseen: with `seen` in the owner index they read it alone, in owner order, instead of
-- every lead row of the organization (bench/RESULTS.md "Broker members from the owner index,
-- offers from the offer index").
DROP INDEX "leads_organization_owner_idx";--> statement-breakpoint
CREATE INDEX "leads_organization_owner_idx" ON "leads" USING btree ("organization_id","owner_id","created_at","seen");