ALTER TABLE "unit_status_history" ADD COLUMN "price" bigint;--> statement-breakpoint
-- Every earlier entry gets the price the sales report gave it until now: the unit's recorded
-- price at the entry (its last change at or before it), else the price before its next change,
-- else its price today (a unit whose price never changed since the price history began).
UPDATE "unit_status_history" AS h SET "price" = coalesce(
	(SELECT p."price" FROM "unit_price_history" AS p WHERE p."unit_id" = h."unit_id" AND p."created_at" <= h."created_at" ORDER BY p."created_at" DESC, p."id" DESC LIMIT 1),
	(SELECT p."previous_price" FROM "unit_price_history" AS p WHERE p."unit_id" = h."unit_id" AND p."created_at" > h."created_at" ORDER BY p."created_at" ASC, p."id" ASC LIMIT 1),
	(SELECT u."price" FROM "units" AS u WHERE u."id" = h."unit_id")
)
WHERE h."price" IS NULL;--> statement-breakpoint
ALTER TABLE "unit_status_history" ALTER COLUMN "price" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "unit_status_history_organization_created_unit_idx" ON "unit_status_history" USING btree ("organization_id","created_at","unit_id");
