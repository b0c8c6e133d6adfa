CREATE TABLE "leads_by_day" (
	"organization_id" integer NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"leads" bigint NOT NULL,
	CONSTRAINT "leads_by_day_organization_id_day_source_pk" PRIMARY KEY("organization_id","day","source")
);
--> statement-breakpoint
ALTER TABLE "leads_by_day" ADD CONSTRAINT "leads_by_day_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the leads counted per day, kept as 0041_daily_counters keeps its two tables.
--
-- leads_by_day follows every write of the leads (docs/architecture.md "Leads by day"), whichever
-- code path makes it: a lead's creation, the import's inserts and its updates of existing leads
-- (their source among them), an edit of the source, the demo seed's and the bench generator's
-- INSERT … SELECT, a lead's deletion (one or in bulk) and the cascade of an organization's
-- deletion. A row counts the leads of one (organization, day of creation in the organization's
-- time zone, source); a change of the organization's time zone re-keys its rows. No path moves a
-- lead to another organization or changes its creation time, but the triggers follow those
-- columns too, so an update by hand cannot leave the rows wrong.
--
-- leads_by_day_add applies a set of signed changes as unit_entries_by_day_add does: one upsert in
-- key order (two writers lock their common groups in the same order), then the groups left with
-- no lead are removed; a negative change to a group that has no row any more is dropped (its
-- organization was deleted and the cascade removed the row first).
CREATE OR REPLACE FUNCTION "leads_by_day_add"("changes" "leads_by_day"[]) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO "leads_by_day" AS "c"
  SELECT "d".* FROM unnest("changes") AS "d"
  WHERE "d"."leads" > 0 OR EXISTS (
    SELECT 1 FROM "leads_by_day" AS "e"
    WHERE ("e"."organization_id", "e"."day", "e"."source") = ("d"."organization_id", "d"."day", "d"."source"))
  ORDER BY "d"."organization_id", "d"."day", "d"."source"
  ON CONFLICT ("organization_id", "day", "source") DO UPDATE SET
    "leads" = "c"."leads" + excluded."leads";
  DELETE FROM "leads_by_day" AS "c" USING unnest("changes") AS "d"
  WHERE ("c"."organization_id", "c"."day", "c"."source") = ("d"."organization_id", "d"."day", "d"."source")
    AND "c"."leads" = 0;
END
$$;--> statement-breakpoint
-- The triggers' function: the statement's leads as signed rows (new +1, old -1; an update only
-- the leads whose organization, source or creation time changed: most updates of a lead, such as
-- its owner, status, contact or seen flag, write nothing), each on its day in its organization's
-- zone, grouped per row in the database and only those groups handed to leads_by_day_add. The
-- organizations are locked FOR SHARE first, in id order, as for the status entries: a change of an
-- organization's zone (which re-keys its rows, below) and this write take turns. An organization
-- deleted by this very statement's cascade is not read any more: its leads are dropped here, and
-- its rows go with it.
CREATE OR REPLACE FUNCTION "leads_by_day_follow"() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  "changes" text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    "changes" := 'SELECT 1 AS "sign", "organization_id", "created_at", "source" FROM "new_leads"';
  ELSIF TG_OP = 'DELETE' THEN
    "changes" := 'SELECT -1 AS "sign", "organization_id", "created_at", "source" FROM "old_leads"';
  ELSE
    "changes" := 'SELECT "s".* FROM "old_leads" AS "o" JOIN "new_leads" AS "n" ON "n"."id" = "o"."id"
      CROSS JOIN LATERAL (VALUES
        (-1, "o"."organization_id", "o"."created_at", "o"."source"),
        (1, "n"."organization_id", "n"."created_at", "n"."source")
      ) AS "s" ("sign", "organization_id", "created_at", "source")
      WHERE ("o"."organization_id", "o"."created_at", "o"."source")
        IS DISTINCT FROM ("n"."organization_id", "n"."created_at", "n"."source")';
  END IF;
  EXECUTE format($grouped$
    WITH "changes" AS MATERIALIZED (%s),
    "zones" AS MATERIALIZED (
      SELECT "o"."id", "o"."time_zone" FROM "organizations" AS "o"
      WHERE "o"."id" IN (SELECT "organization_id" FROM "changes")
      ORDER BY "o"."id" FOR SHARE)
    SELECT "leads_by_day_add"(array(
      SELECT row("g"."organization_id", "g"."day", "g"."source", "g"."leads")::"leads_by_day"
      FROM (
        SELECT "c"."organization_id", ("c"."created_at" AT TIME ZONE "z"."time_zone")::date AS "day", "c"."source",
          sum("c"."sign")::bigint AS "leads"
        FROM "changes" AS "c" JOIN "zones" AS "z" ON "z"."id" = "c"."organization_id"
        GROUP BY 1, 2, 3
        HAVING sum("c"."sign") <> 0
      ) AS "g"
      ORDER BY 1))
  $grouped$, "changes");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "leads_by_day_insert" AFTER INSERT ON "leads"
REFERENCING NEW TABLE AS "new_leads" FOR EACH STATEMENT EXECUTE FUNCTION "leads_by_day_follow"();--> statement-breakpoint
CREATE TRIGGER "leads_by_day_update" AFTER UPDATE ON "leads"
REFERENCING OLD TABLE AS "old_leads" NEW TABLE AS "new_leads" FOR EACH STATEMENT EXECUTE FUNCTION "leads_by_day_follow"();--> statement-breakpoint
CREATE TRIGGER "leads_by_day_delete" AFTER DELETE ON "leads"
REFERENCING OLD TABLE AS "old_leads" FOR EACH STATEMENT EXECUTE FUNCTION "leads_by_day_follow"();--> statement-breakpoint
-- TRUNCATE passes no rows to a trigger: it empties the rows with the leads.
CREATE OR REPLACE FUNCTION "leads_by_day_clear"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM "leads_by_day";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "leads_by_day_truncate" AFTER TRUNCATE ON "leads"
FOR EACH STATEMENT EXECUTE FUNCTION "leads_by_day_clear"();--> statement-breakpoint
-- An organization's new time zone moves its leads to other days: its rows are counted again from
-- its leads, in the new zone (a rare write, and the only one that reads all of an organization's
-- leads), as daily_counters_rezone does for the entries and the deal moves.
CREATE OR REPLACE FUNCTION "leads_by_day_rezone"() RETURNS trigger
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
  DELETE FROM "leads_by_day" AS "c" USING "z" WHERE "c"."organization_id" = "z"."id";
  WITH "z" AS (
    SELECT "n"."id", "n"."time_zone" FROM "old_organizations" AS "o" JOIN "new_organizations" AS "n" ON "n"."id" = "o"."id"
    WHERE "o"."time_zone" IS DISTINCT FROM "n"."time_zone")
  INSERT INTO "leads_by_day"
  SELECT "l"."organization_id", ("l"."created_at" AT TIME ZONE "z"."time_zone")::date, "l"."source", count(*)
  FROM "leads" AS "l" JOIN "z" ON "z"."id" = "l"."organization_id"
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "organizations_leads_by_day_rezone" AFTER UPDATE ON "organizations"
REFERENCING OLD TABLE AS "old_organizations" NEW TABLE AS "new_organizations" FOR EACH STATEMENT EXECUTE FUNCTION "leads_by_day_rezone"();--> statement-breakpoint
-- Backfill: the leads there are now (the triggers above hold a lock on the leads until this commits).
INSERT INTO "leads_by_day"
SELECT "l"."organization_id", ("l"."created_at" AT TIME ZONE "o"."time_zone")::date, "l"."source", count(*)
FROM "leads" AS "l" JOIN "organizations" AS "o" ON "o"."id" = "l"."organization_id"
GROUP BY 1, 2, 3;
