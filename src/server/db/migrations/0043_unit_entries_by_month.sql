CREATE TABLE "unit_entries_by_month" (
	"organization_id" integer NOT NULL,
	"status" text NOT NULL,
	"month" date NOT NULL,
	"building_id" integer NOT NULL,
	"units" bigint NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "unit_entries_by_month_organization_id_status_month_building_id_pk" PRIMARY KEY("organization_id","status","month","building_id")
);
--> statement-breakpoint
ALTER TABLE "unit_entries_by_month" ADD CONSTRAINT "unit_entries_by_month_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_entries_by_month" ADD CONSTRAINT "unit_entries_by_month_building_fk" FOREIGN KEY ("organization_id","building_id") REFERENCES "public"."buildings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the day rows summed per month, so that a period's whole months read a row per
-- month and building instead of a row per day (docs/architecture.md "Unit entries by month").
--
-- unit_entries_by_month follows unit_entries_by_day, not the history: every write of a day row —
-- the entries' adds, daily_counters_rezone's re-keying, the cascades of a building's or an
-- organization's deletion, the history's TRUNCATE — moves its month in the same statement, so a
-- month row is always the sum of its days, in the calendar the days were counted in. Its locks
-- follow the day rows': a write locks its day rows (in key order), then their months (in key
-- order). The entries of one transaction fall on one day (now), so the month rows it locks are
-- those of the day rows it already holds: two writers meet on a month row only where they meet on
-- its day row today.
--
-- unit_entries_by_month_add applies signed changes as unit_entries_by_day_add does: one upsert in
-- key order, groups left with no entry removed, a negative change to a group without a row dropped
-- (its building's or organization's cascade removed the row first).
CREATE OR REPLACE FUNCTION "unit_entries_by_month_add"("changes" "unit_entries_by_month"[]) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO "unit_entries_by_month" AS "c"
  SELECT "d".* FROM unnest("changes") AS "d"
  WHERE "d"."units" > 0 OR EXISTS (
    SELECT 1 FROM "unit_entries_by_month" AS "e"
    WHERE ("e"."organization_id", "e"."status", "e"."month", "e"."building_id")
        = ("d"."organization_id", "d"."status", "d"."month", "d"."building_id"))
  ORDER BY "d"."organization_id", "d"."status", "d"."month", "d"."building_id"
  ON CONFLICT ("organization_id", "status", "month", "building_id") DO UPDATE SET
    "units" = "c"."units" + excluded."units",
    "price" = "c"."price" + excluded."price";
  DELETE FROM "unit_entries_by_month" AS "c" USING unnest("changes") AS "d"
  WHERE ("c"."organization_id", "c"."status", "c"."month", "c"."building_id")
      = ("d"."organization_id", "d"."status", "d"."month", "d"."building_id")
    AND "c"."units" = 0;
END
$$;--> statement-breakpoint
-- The triggers' function: the statement's day rows as signed changes (new rows as they are, old
-- rows negated; an upsert's update gives both, so its difference), summed per month and handed to
-- unit_entries_by_month_add. Static SQL (its plans kept per session) and an early return when the
-- statement changed no row: every entry's add fires the three triggers, two of them on nothing
-- (an upsert inserts or updates, and its clean-up usually deletes nothing). Built with one dynamic
-- statement, as the history's triggers are, the month rows halved the history's insert rate; as
-- here they cost about a quarter of it (bench/RESULTS.md, "Unit entries by month").
CREATE OR REPLACE FUNCTION "unit_entries_by_month_follow"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM "new_days") THEN RETURN NULL; END IF;
    PERFORM "unit_entries_by_month_add"(array(
      SELECT row("d"."organization_id", "d"."status", "d"."month", "d"."building_id", sum("d"."units"), sum("d"."price"))::"unit_entries_by_month"
      FROM (SELECT *, date_trunc('month', "day"::timestamp)::date AS "month" FROM "new_days") AS "d"
      GROUP BY "d"."organization_id", "d"."status", "d"."month", "d"."building_id"
      HAVING sum("d"."units") <> 0 OR sum("d"."price") <> 0
      ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM "old_days") THEN RETURN NULL; END IF;
    PERFORM "unit_entries_by_month_add"(array(
      SELECT row("d"."organization_id", "d"."status", "d"."month", "d"."building_id", -sum("d"."units"), -sum("d"."price"))::"unit_entries_by_month"
      FROM (SELECT *, date_trunc('month', "day"::timestamp)::date AS "month" FROM "old_days") AS "d"
      GROUP BY "d"."organization_id", "d"."status", "d"."month", "d"."building_id"
      HAVING sum("d"."units") <> 0 OR sum("d"."price") <> 0
      ORDER BY 1));
  ELSE
    IF NOT EXISTS (SELECT 1 FROM "new_days") THEN RETURN NULL; END IF;
    PERFORM "unit_entries_by_month_add"(array(
      SELECT row("d"."organization_id", "d"."status", "d"."month", "d"."building_id", sum("d"."units"), sum("d"."price"))::"unit_entries_by_month"
      FROM (SELECT "organization_id", "status", date_trunc('month', "day"::timestamp)::date AS "month", "building_id", "units", "price" FROM "new_days"
            UNION ALL
            SELECT "organization_id", "status", date_trunc('month', "day"::timestamp)::date, "building_id", -"units", -"price" FROM "old_days") AS "d"
      GROUP BY "d"."organization_id", "d"."status", "d"."month", "d"."building_id"
      HAVING sum("d"."units") <> 0 OR sum("d"."price") <> 0
      ORDER BY 1));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "unit_entries_by_day_by_month_insert" AFTER INSERT ON "unit_entries_by_day"
REFERENCING NEW TABLE AS "new_days" FOR EACH STATEMENT EXECUTE FUNCTION "unit_entries_by_month_follow"();--> statement-breakpoint
CREATE TRIGGER "unit_entries_by_day_by_month_update" AFTER UPDATE ON "unit_entries_by_day"
REFERENCING OLD TABLE AS "old_days" NEW TABLE AS "new_days" FOR EACH STATEMENT EXECUTE FUNCTION "unit_entries_by_month_follow"();--> statement-breakpoint
CREATE TRIGGER "unit_entries_by_day_by_month_delete" AFTER DELETE ON "unit_entries_by_day"
REFERENCING OLD TABLE AS "old_days" FOR EACH STATEMENT EXECUTE FUNCTION "unit_entries_by_month_follow"();--> statement-breakpoint
-- TRUNCATE passes no rows to a trigger: the months go with the days.
CREATE OR REPLACE FUNCTION "unit_entries_by_month_clear"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM "unit_entries_by_month";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "unit_entries_by_day_by_month_truncate" AFTER TRUNCATE ON "unit_entries_by_day"
FOR EACH STATEMENT EXECUTE FUNCTION "unit_entries_by_month_clear"();--> statement-breakpoint
-- Backfill: the day rows there are now (CREATE TRIGGER above keeps their writers waiting until this commits).
INSERT INTO "unit_entries_by_month"
SELECT "organization_id", "status", date_trunc('month', "day"::timestamp)::date, "building_id", sum("units"), sum("price")
FROM "unit_entries_by_day"
GROUP BY 1, 2, 3, 4;
