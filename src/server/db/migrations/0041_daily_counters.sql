CREATE TABLE "deal_moves_by_day" (
	"organization_id" integer NOT NULL,
	"day" date NOT NULL,
	"stage_id" integer NOT NULL,
	"added" bigint NOT NULL,
	"moved_in" bigint NOT NULL,
	"moved_out" bigint NOT NULL,
	CONSTRAINT "deal_moves_by_day_organization_id_day_stage_id_pk" PRIMARY KEY("organization_id","day","stage_id")
);
--> statement-breakpoint
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
ALTER TABLE "deal_moves_by_day" ADD CONSTRAINT "deal_moves_by_day_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_entries_by_day" ADD CONSTRAINT "unit_entries_by_day_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_entries_by_day" ADD CONSTRAINT "unit_entries_by_day_building_fk" FOREIGN KEY ("organization_id","building_id") REFERENCES "public"."buildings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_history_deal_added_unplaced_idx" ON "lead_history" USING btree ("organization_id","created_at") WHERE "lead_history"."kind" = 'deal_added' and ("lead_history"."details" ->> 'stage_id') is null;--> statement-breakpoint
-- Hand-written, in two parts: the units' status entries per day, then the deal moves per day.
--
-- unit_entries_by_day follows every write of the unit status history
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
-- deal_moves_by_day follows every write of the leads' history (docs/architecture.md "Deal moves
-- by day"): a deal's creation, its moves between stages and pipelines, the demo seed's and the
-- bench generator's INSERT … SELECT, and the cascades of a lead's or an organization's deletion.
-- A row counts, per (organization, day in its time zone, stage), the deals added to the stage,
-- moved into it and moved out of it, as the pipeline movement report reads them. A deal added
-- before its history item carried the stage id is not counted (the report matches it by the
-- stage's name when it reads, so its stage can change with a rename): the report reads those
-- few entries themselves, through their partial index.
--
-- deal_moves_of: a history item's moves, as (stage, added, in, out) rows: the report's own reading
-- of an item (a deal added to a stage; moved from one stage to another, in a pipeline or across).
CREATE OR REPLACE FUNCTION "deal_moves_of"("kind" text, "old_value" jsonb, "new_value" jsonb, "details" jsonb)
RETURNS TABLE ("stage_id" integer, "added" bigint, "moved_in" bigint, "moved_out" bigint)
LANGUAGE sql IMMUTABLE
AS $$
  SELECT "m"."stage_id", "m"."added", "m"."moved_in", "m"."moved_out"
  FROM (VALUES
    (CASE WHEN "kind" = 'deal_added' THEN ("details" ->> 'stage_id')::int END, 1::bigint, 0::bigint, 0::bigint),
    (CASE "kind" WHEN 'deal_stage_changed' THEN ("new_value" #>> '{}')::int
      WHEN 'deal_pipeline_changed' THEN ("details" ->> 'new_stage_id')::int END, 0::bigint, 1::bigint, 0::bigint),
    (CASE "kind" WHEN 'deal_stage_changed' THEN ("old_value" #>> '{}')::int
      WHEN 'deal_pipeline_changed' THEN ("details" ->> 'old_stage_id')::int END, 0::bigint, 0::bigint, 1::bigint)
  ) AS "m" ("stage_id", "added", "moved_in", "moved_out")
  WHERE "m"."stage_id" IS NOT NULL
$$;--> statement-breakpoint
-- deal_moves_by_day_add: signed changes applied as unit_entries_by_day_add applies its own.
CREATE OR REPLACE FUNCTION "deal_moves_by_day_add"("changes" "deal_moves_by_day"[]) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO "deal_moves_by_day" AS "c"
  SELECT "d".* FROM unnest("changes") AS "d"
  WHERE ("d"."added" > 0 OR "d"."moved_in" > 0 OR "d"."moved_out" > 0) OR EXISTS (
    SELECT 1 FROM "deal_moves_by_day" AS "e"
    WHERE ("e"."organization_id", "e"."day", "e"."stage_id") = ("d"."organization_id", "d"."day", "d"."stage_id"))
  ORDER BY "d"."organization_id", "d"."day", "d"."stage_id"
  ON CONFLICT ("organization_id", "day", "stage_id") DO UPDATE SET
    "added" = "c"."added" + excluded."added",
    "moved_in" = "c"."moved_in" + excluded."moved_in",
    "moved_out" = "c"."moved_out" + excluded."moved_out";
  DELETE FROM "deal_moves_by_day" AS "c" USING unnest("changes") AS "d"
  WHERE ("c"."organization_id", "c"."day", "c"."stage_id") = ("d"."organization_id", "d"."day", "d"."stage_id")
    AND "c"."added" = 0 AND "c"."moved_in" = 0 AND "c"."moved_out" = 0;
END
$$;--> statement-breakpoint
-- The triggers' function: the statement's deal moves (new items +1, old items -1; an update only
-- the items whose read columns changed), each on its day in its organization's zone (locked FOR
-- SHARE first, as for the status entries), grouped per row and handed to deal_moves_by_day_add.
-- Items of other kinds (notes, calls, field changes: most of the history) are left out first.
CREATE OR REPLACE FUNCTION "deal_moves_by_day_follow"() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  "changes" text;
  "moves" text := 'SELECT %s AS "sign", "h"."organization_id", "h"."created_at", "m".*
    FROM %I AS "h" CROSS JOIN LATERAL "deal_moves_of"("h"."kind", "h"."old_value", "h"."new_value", "h"."details") AS "m"
    WHERE "h"."kind" IN (''deal_added'', ''deal_stage_changed'', ''deal_pipeline_changed'')';
  "changed" text := ' AND EXISTS (SELECT 1 FROM %I AS "x" WHERE "x"."id" = "h"."id"
    AND ("x"."organization_id", "x"."kind", "x"."old_value", "x"."new_value", "x"."details", "x"."created_at")
      IS DISTINCT FROM ("h"."organization_id", "h"."kind", "h"."old_value", "h"."new_value", "h"."details", "h"."created_at"))';
BEGIN
  IF TG_OP = 'INSERT' THEN
    "changes" := format("moves", 1, 'new_items');
  ELSIF TG_OP = 'DELETE' THEN
    "changes" := format("moves", -1, 'old_items');
  ELSE
    "changes" := format("moves", -1, 'old_items') || format("changed", 'new_items')
      || ' UNION ALL ' || format("moves", 1, 'new_items') || format("changed", 'old_items');
  END IF;
  EXECUTE format($grouped$
    WITH "changes" AS MATERIALIZED (%s),
    "zones" AS MATERIALIZED (
      SELECT "o"."id", "o"."time_zone" FROM "organizations" AS "o"
      WHERE "o"."id" IN (SELECT "organization_id" FROM "changes")
      ORDER BY "o"."id" FOR SHARE)
    SELECT "deal_moves_by_day_add"(array(
      SELECT row("g"."organization_id", "g"."day", "g"."stage_id", "g"."added", "g"."moved_in", "g"."moved_out")::"deal_moves_by_day"
      FROM (
        SELECT "c"."organization_id", ("c"."created_at" AT TIME ZONE "z"."time_zone")::date AS "day", "c"."stage_id",
          sum("c"."sign" * "c"."added")::bigint AS "added", sum("c"."sign" * "c"."moved_in")::bigint AS "moved_in",
          sum("c"."sign" * "c"."moved_out")::bigint AS "moved_out"
        FROM "changes" AS "c" JOIN "zones" AS "z" ON "z"."id" = "c"."organization_id"
        GROUP BY 1, 2, 3
        HAVING sum("c"."sign" * "c"."added") <> 0 OR sum("c"."sign" * "c"."moved_in") <> 0 OR sum("c"."sign" * "c"."moved_out") <> 0
      ) AS "g"
      ORDER BY 1))
  $grouped$, "changes");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lead_history_moves_by_day_insert" AFTER INSERT ON "lead_history"
REFERENCING NEW TABLE AS "new_items" FOR EACH STATEMENT EXECUTE FUNCTION "deal_moves_by_day_follow"();--> statement-breakpoint
CREATE TRIGGER "lead_history_moves_by_day_update" AFTER UPDATE ON "lead_history"
REFERENCING OLD TABLE AS "old_items" NEW TABLE AS "new_items" FOR EACH STATEMENT EXECUTE FUNCTION "deal_moves_by_day_follow"();--> statement-breakpoint
CREATE TRIGGER "lead_history_moves_by_day_delete" AFTER DELETE ON "lead_history"
REFERENCING OLD TABLE AS "old_items" FOR EACH STATEMENT EXECUTE FUNCTION "deal_moves_by_day_follow"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "deal_moves_by_day_clear"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM "deal_moves_by_day";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lead_history_moves_by_day_truncate" AFTER TRUNCATE ON "lead_history"
FOR EACH STATEMENT EXECUTE FUNCTION "deal_moves_by_day_clear"();--> statement-breakpoint
-- An organization's new time zone moves its entries and its deal moves to other days: its rows are
-- counted again from its histories, in the new zone (a rare write, and the only one that reads a
-- whole history).
CREATE OR REPLACE FUNCTION "daily_counters_rezone"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM "old_organizations" AS "o" JOIN "new_organizations" AS "n" ON "n"."id" = "o"."id"
    WHERE "o"."time_zone" IS DISTINCT FROM "n"."time_zone") THEN
    RETURN NULL;
  END IF;
  WITH "z" AS (
    SELECT "n"."id" FROM "old_organizations" AS "o" JOIN "new_organizations" AS "n" ON "n"."id" = "o"."id"
    WHERE "o"."time_zone" IS DISTINCT FROM "n"."time_zone")
  DELETE FROM "unit_entries_by_day" AS "c" USING "z" WHERE "c"."organization_id" = "z"."id";
  WITH "z" AS (
    SELECT "n"."id", "n"."time_zone" FROM "old_organizations" AS "o" JOIN "new_organizations" AS "n" ON "n"."id" = "o"."id"
    WHERE "o"."time_zone" IS DISTINCT FROM "n"."time_zone")
  INSERT INTO "unit_entries_by_day"
  SELECT "h"."organization_id", "h"."to_status", ("h"."created_at" AT TIME ZONE "z"."time_zone")::date, "h"."building_id",
    count(*), sum("h"."price")
  FROM "unit_status_history" AS "h" JOIN "z" ON "z"."id" = "h"."organization_id"
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4;
  WITH "z" AS (
    SELECT "n"."id" FROM "old_organizations" AS "o" JOIN "new_organizations" AS "n" ON "n"."id" = "o"."id"
    WHERE "o"."time_zone" IS DISTINCT FROM "n"."time_zone")
  DELETE FROM "deal_moves_by_day" AS "c" USING "z" WHERE "c"."organization_id" = "z"."id";
  WITH "z" AS (
    SELECT "n"."id", "n"."time_zone" FROM "old_organizations" AS "o" JOIN "new_organizations" AS "n" ON "n"."id" = "o"."id"
    WHERE "o"."time_zone" IS DISTINCT FROM "n"."time_zone")
  INSERT INTO "deal_moves_by_day"
  SELECT "h"."organization_id", ("h"."created_at" AT TIME ZONE "z"."time_zone")::date, "m"."stage_id",
    sum("m"."added"), sum("m"."moved_in"), sum("m"."moved_out")
  FROM "lead_history" AS "h" JOIN "z" ON "z"."id" = "h"."organization_id"
  CROSS JOIN LATERAL "deal_moves_of"("h"."kind", "h"."old_value", "h"."new_value", "h"."details") AS "m"
  WHERE "h"."kind" IN ('deal_added', 'deal_stage_changed', 'deal_pipeline_changed')
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "organizations_daily_counters_rezone" AFTER UPDATE ON "organizations"
REFERENCING OLD TABLE AS "old_organizations" NEW TABLE AS "new_organizations" FOR EACH STATEMENT EXECUTE FUNCTION "daily_counters_rezone"();--> statement-breakpoint
-- Backfill: the deal moves there are now.
INSERT INTO "deal_moves_by_day"
SELECT "h"."organization_id", ("h"."created_at" AT TIME ZONE "o"."time_zone")::date, "m"."stage_id",
  sum("m"."added"), sum("m"."moved_in"), sum("m"."moved_out")
FROM "lead_history" AS "h" JOIN "organizations" AS "o" ON "o"."id" = "h"."organization_id"
CROSS JOIN LATERAL "deal_moves_of"("h"."kind", "h"."old_value", "h"."new_value", "h"."details") AS "m"
WHERE "h"."kind" IN ('deal_added', 'deal_stage_changed', 'deal_pipeline_changed')
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Backfill: the entries there are now (the triggers above hold a lock on the history until this commits).
INSERT INTO "unit_entries_by_day"
SELECT "h"."organization_id", "h"."to_status", ("h"."created_at" AT TIME ZONE "o"."time_zone")::date, "h"."building_id",
  count(*), sum("h"."price")
FROM "unit_status_history" AS "h" JOIN "organizations" AS "o" ON "o"."id" = "h"."organization_id"
GROUP BY 1, 2, 3, 4;
