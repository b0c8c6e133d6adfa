ALTER TABLE "sales" ADD COLUMN "open_from" date;--> statement-breakpoint
CREATE INDEX "sales_organization_open_from_idx" ON "sales" USING btree ("organization_id","open_from") WHERE "sales"."status" = 'active' and "sales"."open_from" is not null;--> statement-breakpoint
-- Hand-written: sales.open_from follows every write that can move it (docs/architecture.md
-- "Open sales"), whichever code path makes it: a schedule's lines (created, dated by a milestone or
-- a handover, re-planned), which schedule is current, and the receipts (recorded, a cheque reaching
-- its date, bounced). Statement-level triggers read the statement's transition tables, so a bulk
-- insert recomputes each of its sales once.
--
-- sales_open_from_refresh recomputes the given sales: the oldest dated current line that the
-- received total does not cover, in the allocation's order (due date, then sequence). The sales'
-- rows are locked in id order first, so two writers touching common sales wait, not deadlock.
CREATE OR REPLACE FUNCTION "sales_open_from_refresh"("sale_ids" integer[]) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  IF "sale_ids" IS NULL OR cardinality("sale_ids") = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM "sales" WHERE "id" = ANY("sale_ids") ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "sales" SET "open_from" = "computed"."open_from"
  FROM (
    SELECT "x"."id", (
      SELECT "l"."due_date" FROM (
        SELECT "l"."due_date", "l"."sequence",
          sum("l"."amount") OVER (ORDER BY "l"."due_date", "l"."sequence" ROWS UNBOUNDED PRECEDING) AS "through"
        FROM "sale_schedule_lines" AS "l"
        JOIN "sale_schedules" AS "s" ON "s"."id" = "l"."schedule_id" AND "s"."is_current"
        WHERE "l"."sale_id" = "x"."id" AND "l"."due_date" IS NOT NULL
      ) AS "l"
      WHERE "l"."through" > (
        SELECT coalesce(sum("r"."amount"), 0) FROM "sale_receipts" AS "r"
        WHERE "r"."sale_id" = "x"."id" AND "r"."status" = 'received')
      ORDER BY "l"."due_date", "l"."sequence"
      LIMIT 1
    ) AS "open_from"
    FROM (SELECT DISTINCT unnest("sale_ids") AS "id") AS "x"
  ) AS "computed"
  WHERE "sales"."id" = "computed"."id" AND "sales"."open_from" IS DISTINCT FROM "computed"."open_from";
END
$$;--> statement-breakpoint
-- The triggers' function: the sales of the statement's rows (an update only those whose columns
-- named in the trigger's argument changed), handed to sales_open_from_refresh. One text for the
-- three events (an INSERT trigger has no old rows to name), run with EXECUTE: PL/pgSQL registers
-- the transition tables for its dynamic statements too.
CREATE OR REPLACE FUNCTION "sales_open_from_follow"() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  "touched" text;
  "columns" text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'INSERT' THEN
    "touched" := 'SELECT "sale_id" FROM "new_rows"';
  ELSIF TG_OP = 'DELETE' THEN
    "touched" := 'SELECT "sale_id" FROM "old_rows"';
  ELSE
    "touched" := format(
      'SELECT "s"."sale_id" FROM "old_rows" AS "o" JOIN "new_rows" AS "n" ON "n"."id" = "o"."id"
        CROSS JOIN LATERAL (VALUES ("o"."sale_id"), ("n"."sale_id")) AS "s" ("sale_id")
        WHERE (%s) IS DISTINCT FROM (%s)',
      'row("o"."' || replace("columns", ',', '", "o"."') || '")',
      'row("n"."' || replace("columns", ',', '", "n"."') || '")');
  END IF;
  EXECUTE format('SELECT "sales_open_from_refresh"(array(SELECT DISTINCT "sale_id" FROM (%s) AS "t" ORDER BY 1))', "touched");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sale_schedule_lines_open_from_insert" AFTER INSERT ON "sale_schedule_lines"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sales_open_from_follow"();--> statement-breakpoint
CREATE TRIGGER "sale_schedule_lines_open_from_update" AFTER UPDATE ON "sale_schedule_lines"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sales_open_from_follow"('sale_id,schedule_id,due_date,sequence,amount');--> statement-breakpoint
CREATE TRIGGER "sale_schedule_lines_open_from_delete" AFTER DELETE ON "sale_schedule_lines"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sales_open_from_follow"();--> statement-breakpoint
CREATE TRIGGER "sale_schedules_open_from_update" AFTER UPDATE ON "sale_schedules"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sales_open_from_follow"('sale_id,is_current');--> statement-breakpoint
CREATE TRIGGER "sale_receipts_open_from_insert" AFTER INSERT ON "sale_receipts"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sales_open_from_follow"();--> statement-breakpoint
CREATE TRIGGER "sale_receipts_open_from_update" AFTER UPDATE ON "sale_receipts"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sales_open_from_follow"('sale_id,status,amount');--> statement-breakpoint
CREATE TRIGGER "sale_receipts_open_from_delete" AFTER DELETE ON "sale_receipts"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sales_open_from_follow"();--> statement-breakpoint
-- Backfill: the sales there are now (the triggers above hold their tables until this commits).
SELECT "sales_open_from_refresh"(array(SELECT "id" FROM "sales" ORDER BY "id"));
