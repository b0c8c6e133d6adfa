CREATE TABLE "unit_entries_by_day" (
	"organization_id" integer NOT NULL,
	"status" text NOT NULL,
	"day" date NOT NULL,
	"building_id" integer NOT NULL,
	"units" bigint NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "unit_entries_by_day_organization_id_status_day_building_id_pk" PRIMARY KEY("organization_id","status","day","building_id")
);
--> statement-breakpoint
ALTER TABLE "unit_entries_by_day" ADD CONSTRAINT "unit_entries_by_day_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_entries_by_day" ADD CONSTRAINT "unit_entries_by_day_building_fk" FOREIGN KEY ("organization_id","building_id") REFERENCES "public"."buildings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: unit_entries_by_day follows every write of the unit status history
-- (docs/architecture.md "Unit entries by day"), whichever code path makes it: a status change, a
-- unit's creation, a sale, a reservation's lapse, the bulk creation, the demo seed's and the bench
-- generator's INSERT … SELECT, the re-homing of an emptied building's entries, and the cascades
-- of a unit's, a building's or an organization's deletion. A row counts the entries of one
-- (organization, status entered, day in the organization's time zone, building) and the prices
-- they were entered at; a change of the organization's time zone re-keys its rows.
--
-- unit_entries_by_day_add applies a set of signed changes as unit_counters_add does: one upsert in
-- key order (two writers lock their common groups in the same order), then the groups left with
-- no entry are removed; a negative change to a group that has no row any more is dropped (its
-- building was deleted and the cascade removed the row first).
CREATE OR REPLACE FUNCTION "unit_entries_by_day_add"("changes" "unit_entries_by_day"[]) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO "unit_entries_by_day" AS "c"
  SELECT "d".* FROM unnest("changes") AS "d"
  WHERE "d"."units" > 0 OR EXISTS (
    SELECT 1 FROM "unit_entries_by_day" AS "e"
    WHERE ("e"."organization_id", "e"."status", "e"."day", "e"."building_id")
        = ("d"."organization_id", "d"."status", "d"."day", "d"."building_id"))
  ORDER BY "d"."organization_id", "d"."status", "d"."day", "d"."building_id"
  ON CONFLICT ("organization_id", "status", "day", "building_id") DO UPDATE SET
    "units" = "c"."units" + excluded."units",
    "price" = "c"."price" + excluded."price";
  DELETE FROM "unit_entries_by_day" AS "c" USING unnest("changes") AS "d"
  WHERE ("c"."organization_id", "c"."status", "c"."day", "c"."building_id")
      = ("d"."organization_id", "d"."status", "d"."day", "d"."building_id")
    AND "c"."units" = 0;
END
$$;--> statement-breakpoint
-- The triggers' function: the statement's entries as signed rows (new +1, old -1; an update only
-- the entries whose counted columns changed), each on its day in its organization's zone, grouped
-- per row in the database and only those groups handed to unit_entries_by_day_add. The
-- organizations are locked FOR SHARE first, in id order: a change of an organization's zone (which
-- re-keys its rows, below) and this write take turns, so no entry is counted on a day of a zone
-- that is no longer its organization's. An organization deleted by this very statement's cascade
-- is not read any more: its entries are dropped here, and its rows go with it.
CREATE OR REPLACE FUNCTION "unit_entries_by_day_follow"() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  "changes" text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    "changes" := 'SELECT 1 AS "sign", "organization_id", "to_status", "created_at", "building_id", "price" FROM "new_entries"';
  ELSIF TG_OP = 'DELETE' THEN
    "changes" := 'SELECT -1 AS "sign", "organization_id", "to_status", "created_at", "building_id", "price" FROM "old_entries"';
  ELSE
    "changes" := 'SELECT "s".* FROM "old_entries" AS "o" JOIN "new_entries" AS "n" ON "n"."id" = "o"."id"
      CROSS JOIN LATERAL (VALUES
        (-1, "o"."organization_id", "o"."to_status", "o"."created_at", "o"."building_id", "o"."price"),
        (1, "n"."organization_id", "n"."to_status", "n"."created_at", "n"."building_id", "n"."price")
      ) AS "s" ("sign", "organization_id", "to_status", "created_at", "building_id", "price")
      WHERE ("o"."organization_id", "o"."to_status", "o"."created_at", "o"."building_id", "o"."price")
        IS DISTINCT FROM ("n"."organization_id", "n"."to_status", "n"."created_at", "n"."building_id", "n"."price")';
  END IF;
  EXECUTE format($grouped$
    WITH "changes" AS MATERIALIZED (%s),
    "zones" AS MATERIALIZED (
      SELECT "o"."id", "o"."time_zone" FROM "organizations" AS "o"
      WHERE "o"."id" IN (SELECT "organization_id" FROM "changes")
      ORDER BY "o"."id" FOR SHARE)
    SELECT "unit_entries_by_day_add"(array(
      SELECT row("g"."organization_id", "g"."status", "g"."day", "g"."building_id", "g"."units", "g"."price")::"unit_entries_by_day"
      FROM (
        SELECT "c"."organization_id", "c"."to_status" AS "status",
          ("c"."created_at" AT TIME ZONE "z"."time_zone")::date AS "day", "c"."building_id",
          sum("c"."sign")::bigint AS "units", sum("c"."sign" * "c"."price")::bigint AS "price"
        FROM "changes" AS "c" JOIN "zones" AS "z" ON "z"."id" = "c"."organization_id"
        GROUP BY 1, 2, 3, 4
        HAVING sum("c"."sign") <> 0 OR sum("c"."sign" * "c"."price") <> 0
      ) AS "g"
      ORDER BY 1))
  $grouped$, "changes");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "unit_status_history_by_day_insert" AFTER INSERT ON "unit_status_history"
REFERENCING NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "unit_entries_by_day_follow"();--> statement-breakpoint
CREATE TRIGGER "unit_status_history_by_day_update" AFTER UPDATE ON "unit_status_history"
REFERENCING OLD TABLE AS "old_entries" NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "unit_entries_by_day_follow"();--> statement-breakpoint
CREATE TRIGGER "unit_status_history_by_day_delete" AFTER DELETE ON "unit_status_history"
REFERENCING OLD TABLE AS "old_entries" FOR EACH STATEMENT EXECUTE FUNCTION "unit_entries_by_day_follow"();--> statement-breakpoint
-- TRUNCATE passes no rows to a trigger: it empties the rows with the history.
CREATE OR REPLACE FUNCTION "unit_entries_by_day_clear"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM "unit_entries_by_day";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "unit_status_history_by_day_truncate" AFTER TRUNCATE ON "unit_status_history"
FOR EACH STATEMENT EXECUTE FUNCTION "unit_entries_by_day_clear"();--> statement-breakpoint
-- An organization's new time zone moves its entries to other days: its rows are counted again
-- from its history, in the new zone (a rare write, and the only one that reads a whole history).
CREATE OR REPLACE FUNCTION "unit_entries_by_day_rezone"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM "unit_entries_by_day" AS "c"
  USING "old_organizations" AS "o" JOIN "new_organizations" AS "n" ON "n"."id" = "o"."id"
  WHERE "c"."organization_id" = "n"."id" AND "o"."time_zone" IS DISTINCT FROM "n"."time_zone";
  INSERT INTO "unit_entries_by_day"
  SELECT "h"."organization_id", "h"."to_status", ("h"."created_at" AT TIME ZONE "n"."time_zone")::date, "h"."building_id",
    count(*), sum("h"."price")
  FROM "unit_status_history" AS "h"
  JOIN "new_organizations" AS "n" ON "n"."id" = "h"."organization_id"
  JOIN "old_organizations" AS "o" ON "o"."id" = "n"."id"
  WHERE "o"."time_zone" IS DISTINCT FROM "n"."time_zone"
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "organizations_entries_by_day_rezone" AFTER UPDATE ON "organizations"
REFERENCING OLD TABLE AS "old_organizations" NEW TABLE AS "new_organizations" FOR EACH STATEMENT EXECUTE FUNCTION "unit_entries_by_day_rezone"();--> statement-breakpoint
-- Backfill: the entries there are now (the triggers above hold a lock on the history until this commits).
INSERT INTO "unit_entries_by_day"
SELECT "h"."organization_id", "h"."to_status", ("h"."created_at" AT TIME ZONE "o"."time_zone")::date, "h"."building_id",
  count(*), sum("h"."price")
FROM "unit_status_history" AS "h" JOIN "organizations" AS "o" ON "o"."id" = "h"."organization_id"
GROUP BY 1, 2, 3, 4;
