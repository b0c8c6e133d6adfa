CREATE TABLE "unit_counters" (
	"organization_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"status" text NOT NULL,
	"bedrooms" integer NOT NULL,
	"units" bigint NOT NULL,
	"price" bigint NOT NULL,
	"sized_units" bigint NOT NULL,
	"sized_price" bigint NOT NULL,
	"sized_area" numeric NOT NULL,
	CONSTRAINT "unit_counters_organization_id_building_id_status_bedrooms_pk" PRIMARY KEY("organization_id","building_id","status","bedrooms")
);
--> statement-breakpoint
ALTER TABLE "unit_counters" ADD CONSTRAINT "unit_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_counters" ADD CONSTRAINT "unit_counters_building_fk" FOREIGN KEY ("organization_id","building_id") REFERENCES "public"."buildings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: unit_counters follows every write of a unit (docs/architecture.md "Unit counters"),
-- whichever code path makes it: a unit's creation, edit, price, status, move to another building,
-- a reservation's lapse, the bulk creation, its deletion and the cascades of a building's or an
-- organization's. Statement-level triggers read the statement's transition tables, so an insert
-- of 100,000 units pays one grouped pass over them, not 100,000 row triggers.
--
-- unit_counters_add applies a set of signed changes: one upsert in key order (so two writers
-- lock their common groups in the same order), then the groups left with no unit are removed. A
-- negative change to a group that has no row any more is dropped: its building was deleted and
-- the cascade removed the row first.
CREATE OR REPLACE FUNCTION "unit_counters_add"("changes" "unit_counters"[]) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO "unit_counters" AS "c"
  SELECT "d".* FROM unnest("changes") AS "d"
  WHERE "d"."units" > 0 OR EXISTS (
    SELECT 1 FROM "unit_counters" AS "e"
    WHERE ("e"."organization_id", "e"."building_id", "e"."status", "e"."bedrooms")
        = ("d"."organization_id", "d"."building_id", "d"."status", "d"."bedrooms"))
  ORDER BY "d"."organization_id", "d"."building_id", "d"."status", "d"."bedrooms"
  ON CONFLICT ("organization_id", "building_id", "status", "bedrooms") DO UPDATE SET
    "units" = "c"."units" + excluded."units",
    "price" = "c"."price" + excluded."price",
    "sized_units" = "c"."sized_units" + excluded."sized_units",
    "sized_price" = "c"."sized_price" + excluded."sized_price",
    "sized_area" = "c"."sized_area" + excluded."sized_area";
  DELETE FROM "unit_counters" AS "c" USING unnest("changes") AS "d"
  WHERE ("c"."organization_id", "c"."building_id", "c"."status", "c"."bedrooms")
      = ("d"."organization_id", "d"."building_id", "d"."status", "d"."bedrooms")
    AND "c"."units" = 0;
END
$$;--> statement-breakpoint
-- The triggers' function: the statement's changed units as signed rows (its new rows +1, its old
-- rows -1; an update only the rows whose counted columns changed, so a touch of updated_at costs
-- a join and writes nothing), grouped per counter in the database (groups that do not move left
-- out), and only those few groups handed to unit_counters_add. The grouping is one text for the
-- three events (an INSERT trigger has no old rows to name), run with EXECUTE: PL/pgSQL registers
-- the transition tables for its dynamic statements too.
CREATE OR REPLACE FUNCTION "unit_counters_follow"() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  "changes" text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    "changes" := 'SELECT 1 AS "sign", "organization_id", "building_id", "status", "bedrooms", "price", "internal_area" FROM "new_units"';
  ELSIF TG_OP = 'DELETE' THEN
    "changes" := 'SELECT -1 AS "sign", "organization_id", "building_id", "status", "bedrooms", "price", "internal_area" FROM "old_units"';
  ELSE
    "changes" := 'SELECT "s".* FROM "old_units" AS "o" JOIN "new_units" AS "n" ON "n"."id" = "o"."id"
      CROSS JOIN LATERAL (VALUES
        (-1, "o"."organization_id", "o"."building_id", "o"."status", "o"."bedrooms", "o"."price", "o"."internal_area"),
        (1, "n"."organization_id", "n"."building_id", "n"."status", "n"."bedrooms", "n"."price", "n"."internal_area")
      ) AS "s" ("sign", "organization_id", "building_id", "status", "bedrooms", "price", "internal_area")
      WHERE ("o"."organization_id", "o"."building_id", "o"."status", "o"."bedrooms", "o"."price", "o"."internal_area")
        IS DISTINCT FROM ("n"."organization_id", "n"."building_id", "n"."status", "n"."bedrooms", "n"."price", "n"."internal_area")';
  END IF;
  EXECUTE format($grouped$
    SELECT "unit_counters_add"(array(
      SELECT row(
        "organization_id", "building_id", "status", "bedrooms",
        sum("sign")::bigint,
        sum("sign" * "price")::bigint,
        coalesce(sum("sign") FILTER (WHERE "internal_area" > 0), 0)::bigint,
        coalesce(sum("sign" * "price") FILTER (WHERE "internal_area" > 0), 0)::bigint,
        coalesce(sum("sign" * "internal_area"::numeric) FILTER (WHERE "internal_area" > 0), 0)
      )::"unit_counters"
      FROM (%s) AS "changes"
      GROUP BY "organization_id", "building_id", "status", "bedrooms"
      HAVING sum("sign") <> 0 OR sum("sign" * "price") <> 0
        OR coalesce(sum("sign") FILTER (WHERE "internal_area" > 0), 0) <> 0
        OR coalesce(sum("sign" * "internal_area"::numeric) FILTER (WHERE "internal_area" > 0), 0) <> 0
      ORDER BY "organization_id", "building_id", "status", "bedrooms"))
  $grouped$, "changes");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "units_counters_insert" AFTER INSERT ON "units"
REFERENCING NEW TABLE AS "new_units" FOR EACH STATEMENT EXECUTE FUNCTION "unit_counters_follow"();--> statement-breakpoint
CREATE TRIGGER "units_counters_update" AFTER UPDATE ON "units"
REFERENCING OLD TABLE AS "old_units" NEW TABLE AS "new_units" FOR EACH STATEMENT EXECUTE FUNCTION "unit_counters_follow"();--> statement-breakpoint
CREATE TRIGGER "units_counters_delete" AFTER DELETE ON "units"
REFERENCING OLD TABLE AS "old_units" FOR EACH STATEMENT EXECUTE FUNCTION "unit_counters_follow"();--> statement-breakpoint
-- TRUNCATE passes no rows to a trigger: it empties the counters with the units.
CREATE OR REPLACE FUNCTION "unit_counters_clear"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM "unit_counters";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "units_counters_truncate" AFTER TRUNCATE ON "units"
FOR EACH STATEMENT EXECUTE FUNCTION "unit_counters_clear"();--> statement-breakpoint
-- Backfill: the units there are now (the triggers above hold a lock on units until this commits).
INSERT INTO "unit_counters"
SELECT "organization_id", "building_id", "status", "bedrooms",
  count(*),
  sum("price"),
  count(*) FILTER (WHERE "internal_area" > 0),
  coalesce(sum("price") FILTER (WHERE "internal_area" > 0), 0),
  coalesce(sum("internal_area"::numeric) FILTER (WHERE "internal_area" > 0), 0)
FROM "units"
GROUP BY "organization_id", "building_id", "status", "bedrooms";
