CREATE TABLE "message_logs_by_day" (
	"organization_id" integer NOT NULL,
	"day" date NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"messages" bigint NOT NULL,
	CONSTRAINT "message_logs_by_day_organization_id_day_provider_status_pk" PRIMARY KEY("organization_id","day","provider","status")
);
--> statement-breakpoint
ALTER TABLE "message_logs_by_day" ADD CONSTRAINT "message_logs_by_day_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the message logs counted per day, kept as 0042_leads_by_day keeps the leads'.
--
-- message_logs_by_day follows every write of the logs (docs/architecture.md "Messages by day"),
-- whichever code path makes it: a send's insert of its queued logs (one or a whole audience), the
-- sale reminders' inserts, the worker's claim (queued to sending), its outcome (sent or failed),
-- its failing of claims left interrupted, the demo seed's insert and the bench generator's
-- INSERT … SELECT, and the cascade of an organization's deletion. A row counts the logs of one
-- (organization, day of creation in the organization's time zone, provider, status); a change of
-- the organization's time zone re-keys its rows. No path moves a log to another organization or
-- provider or changes its creation time, but the triggers follow those columns too, so an update
-- by hand cannot leave the rows wrong.
--
-- message_logs_by_day_add applies a set of signed changes as leads_by_day_add does: one upsert in
-- key order (two writers lock their common groups in the same order), then the groups left with
-- no log are removed; a negative change to a group that has no row any more is dropped (its
-- organization was deleted and the cascade removed the row first).
CREATE OR REPLACE FUNCTION "message_logs_by_day_add"("changes" "message_logs_by_day"[]) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO "message_logs_by_day" AS "c"
  SELECT "d".* FROM unnest("changes") AS "d"
  WHERE "d"."messages" > 0 OR EXISTS (
    SELECT 1 FROM "message_logs_by_day" AS "e"
    WHERE ("e"."organization_id", "e"."day", "e"."provider", "e"."status")
        = ("d"."organization_id", "d"."day", "d"."provider", "d"."status"))
  ORDER BY "d"."organization_id", "d"."day", "d"."provider", "d"."status"
  ON CONFLICT ("organization_id", "day", "provider", "status") DO UPDATE SET
    "messages" = "c"."messages" + excluded."messages";
  DELETE FROM "message_logs_by_day" AS "c" USING unnest("changes") AS "d"
  WHERE ("c"."organization_id", "c"."day", "c"."provider", "c"."status")
      = ("d"."organization_id", "d"."day", "d"."provider", "d"."status")
    AND "c"."messages" = 0;
END
$$;--> statement-breakpoint
-- The triggers' function: the statement's logs as signed rows (new +1, old -1; an update only the
-- logs whose organization, provider, status or creation time changed: the worker's bookkeeping of
-- attempts, claims and responses, and a template's deletion, write nothing), each on its day in
-- its organization's zone, grouped per row in the database and only those groups handed to
-- message_logs_by_day_add. The organizations are locked FOR SHARE first, in id order, as for the
-- leads: a change of an organization's zone (which re-keys its rows, below) and this write take
-- turns. An organization deleted by this very statement's cascade is not read any more: its logs
-- are dropped here, and its rows go with it. A statement that wrote no log returns at once: the
-- worker's claim and its check for interrupted claims are updates that usually match nothing, on
-- every poll of every server.
CREATE OR REPLACE FUNCTION "message_logs_by_day_follow"() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  "changes" text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM "old_logs") THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT 1 FROM "new_logs") THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    "changes" := 'SELECT 1 AS "sign", "organization_id", "created_at", "provider", "status" FROM "new_logs"';
  ELSIF TG_OP = 'DELETE' THEN
    "changes" := 'SELECT -1 AS "sign", "organization_id", "created_at", "provider", "status" FROM "old_logs"';
  ELSE
    "changes" := 'SELECT "s".* FROM "old_logs" AS "o" JOIN "new_logs" AS "n" ON "n"."id" = "o"."id"
      CROSS JOIN LATERAL (VALUES
        (-1, "o"."organization_id", "o"."created_at", "o"."provider", "o"."status"),
        (1, "n"."organization_id", "n"."created_at", "n"."provider", "n"."status")
      ) AS "s" ("sign", "organization_id", "created_at", "provider", "status")
      WHERE ("o"."organization_id", "o"."created_at", "o"."provider", "o"."status")
        IS DISTINCT FROM ("n"."organization_id", "n"."created_at", "n"."provider", "n"."status")';
  END IF;
  EXECUTE format($grouped$
    WITH "changes" AS MATERIALIZED (%s),
    "zones" AS MATERIALIZED (
      SELECT "o"."id", "o"."time_zone" FROM "organizations" AS "o"
      WHERE "o"."id" IN (SELECT "organization_id" FROM "changes")
      ORDER BY "o"."id" FOR SHARE)
    SELECT "message_logs_by_day_add"(array(
      SELECT row("g"."organization_id", "g"."day", "g"."provider", "g"."status", "g"."messages")::"message_logs_by_day"
      FROM (
        SELECT "c"."organization_id", ("c"."created_at" AT TIME ZONE "z"."time_zone")::date AS "day", "c"."provider",
          "c"."status", sum("c"."sign")::bigint AS "messages"
        FROM "changes" AS "c" JOIN "zones" AS "z" ON "z"."id" = "c"."organization_id"
        GROUP BY 1, 2, 3, 4
        HAVING sum("c"."sign") <> 0
      ) AS "g"
      ORDER BY 1))
  $grouped$, "changes");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "message_logs_by_day_insert" AFTER INSERT ON "message_logs"
REFERENCING NEW TABLE AS "new_logs" FOR EACH STATEMENT EXECUTE FUNCTION "message_logs_by_day_follow"();--> statement-breakpoint
CREATE TRIGGER "message_logs_by_day_update" AFTER UPDATE ON "message_logs"
REFERENCING OLD TABLE AS "old_logs" NEW TABLE AS "new_logs" FOR EACH STATEMENT EXECUTE FUNCTION "message_logs_by_day_follow"();--> statement-breakpoint
CREATE TRIGGER "message_logs_by_day_delete" AFTER DELETE ON "message_logs"
REFERENCING OLD TABLE AS "old_logs" FOR EACH STATEMENT EXECUTE FUNCTION "message_logs_by_day_follow"();--> statement-breakpoint
-- TRUNCATE passes no rows to a trigger: it empties the rows with the logs.
CREATE OR REPLACE FUNCTION "message_logs_by_day_clear"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM "message_logs_by_day";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "message_logs_by_day_truncate" AFTER TRUNCATE ON "message_logs"
FOR EACH STATEMENT EXECUTE FUNCTION "message_logs_by_day_clear"();--> statement-breakpoint
-- An organization's new time zone moves its logs to other days: its rows are counted again from
-- its logs, in the new zone (a rare write, and the only one that reads all of an organization's
-- logs), as leads_by_day_rezone does for the leads.
CREATE OR REPLACE FUNCTION "message_logs_by_day_rezone"() RETURNS trigger
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
  DELETE FROM "message_logs_by_day" AS "c" USING "z" WHERE "c"."organization_id" = "z"."id";
  WITH "z" AS (
    SELECT "n"."id", "n"."time_zone" FROM "old_organizations" AS "o" JOIN "new_organizations" AS "n" ON "n"."id" = "o"."id"
    WHERE "o"."time_zone" IS DISTINCT FROM "n"."time_zone")
  INSERT INTO "message_logs_by_day"
  SELECT "l"."organization_id", ("l"."created_at" AT TIME ZONE "z"."time_zone")::date, "l"."provider", "l"."status", count(*)
  FROM "message_logs" AS "l" JOIN "z" ON "z"."id" = "l"."organization_id"
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "organizations_message_logs_by_day_rezone" AFTER UPDATE ON "organizations"
REFERENCING OLD TABLE AS "old_organizations" NEW TABLE AS "new_organizations" FOR EACH STATEMENT EXECUTE FUNCTION "message_logs_by_day_rezone"();--> statement-breakpoint
-- Backfill: the logs there are now (the triggers above hold a lock on the logs until this commits).
INSERT INTO "message_logs_by_day"
SELECT "l"."organization_id", ("l"."created_at" AT TIME ZONE "o"."time_zone")::date, "l"."provider", "l"."status", count(*)
FROM "message_logs" AS "l" JOIN "organizations" AS "o" ON "o"."id" = "l"."organization_id"
GROUP BY 1, 2, 3, 4;
