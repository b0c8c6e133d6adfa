ALTER TABLE "unit_status_history" ADD COLUMN "building_id" integer;--> statement-breakpoint
-- Every earlier entry gets the unit's building today: the building the sales report gave it until
-- now (units' moves between buildings were not recorded before this column).
UPDATE "unit_status_history" AS h SET "building_id" = u."building_id"
FROM "units" AS u
WHERE u."id" = h."unit_id" AND h."building_id" IS NULL;--> statement-breakpoint
ALTER TABLE "unit_status_history" ALTER COLUMN "building_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_status_history" ADD CONSTRAINT "unit_status_history_building_fk" FOREIGN KEY ("organization_id","building_id") REFERENCES "public"."buildings"("organization_id","id") ON DELETE cascade ON UPDATE no action;
