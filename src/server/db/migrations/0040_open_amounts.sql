ALTER TABLE "sale_schedule_lines" ADD COLUMN "open_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sale_schedule_lines_open_due_idx" ON "sale_schedule_lines" USING btree ("organization_id","due_date") WHERE "sale_schedule_lines"."open_amount" > 0;--> statement-breakpoint
-- Hand-written: sale_schedule_lines.open_amount follows every write that can move it
-- (docs/architecture.md "Open amounts"), whichever code path makes it: a schedule's lines
-- (created, dated by a milestone or a handover, re-planned), which schedule is current, the
-- receipts (recorded, a cheque reaching its date, bounced) and a sale's status (cancelled).
-- Statement-level triggers read the statement's transition tables, so a bulk insert recomputes
-- each of its sales once.
--
-- sale_open_amounts_refresh recomputes every line of the given sales: the received total pays the
-- current schedule's lines oldest first (due date, then sequence, the undated last), as
-- src/server/modules/sales/receipts.allocation.ts allocates; a superseded schedule's lines and a
-- cancelled sale's owe nothing. The sales' rows are locked in id order first, so two writers
-- touching common sales wait rather than deadlock.
CREATE OR REPLACE FUNCTION "sale_open_amounts_refresh"("sale_ids" integer[]) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  IF "sale_ids" IS NULL OR cardinality("sale_ids") = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM "sales" WHERE "id" = ANY("sale_ids") ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "sale_schedule_lines" AS "l" SET "open_amount" = "computed"."open_amount"
  FROM (
    SELECT "l"."id",
      CASE WHEN "x"."status" <> 'active' OR NOT "s"."is_current" THEN 0
      ELSE "l"."amount" - least("l"."amount", greatest(0, coalesce("r"."received", 0) - coalesce(sum("l"."amount") OVER (
        PARTITION BY "l"."schedule_id" ORDER BY "l"."due_date" NULLS LAST, "l"."sequence"
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)))
      END AS "open_amount"
    FROM "sale_schedule_lines" AS "l"
    JOIN "sale_schedules" AS "s" ON "s"."id" = "l"."schedule_id"
    JOIN "sales" AS "x" ON "x"."id" = "l"."sale_id"
    LEFT JOIN (
      SELECT "sale_id", sum("amount") AS "received" FROM "sale_receipts"
      WHERE "sale_id" = ANY("sale_ids") AND "status" = 'received'
      GROUP BY "sale_id"
    ) AS "r" ON "r"."sale_id" = "l"."sale_id"
    WHERE "l"."sale_id" = ANY("sale_ids")
  ) AS "computed"
  WHERE "l"."id" = "computed"."id" AND "l"."open_amount" IS DISTINCT FROM "computed"."open_amount";
END
$$;--> statement-breakpoint
-- The triggers' function: the sales of the statement's rows (an update, only those whose columns
-- named in the trigger's argument changed), handed to sale_open_amounts_refresh. `key` names the
-- rows' sale: `sale_id`, or `id` on sales. One text for the three events (an INSERT trigger has no
-- old rows to name), run with EXECUTE: PL/pgSQL registers the transition tables for its dynamic
-- statements too. The refresh's own update of open_amount fires the lines' update trigger again,
-- which finds none of its columns changed and stops there.
CREATE OR REPLACE FUNCTION "sale_open_amounts_follow"() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  "key" text := TG_ARGV[0];
  "columns" text := TG_ARGV[1];
  "touched" text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    "touched" := format('SELECT %I AS "sale_id" FROM "new_rows"', "key");
  ELSIF TG_OP = 'DELETE' THEN
    "touched" := format('SELECT %I AS "sale_id" FROM "old_rows"', "key");
  ELSE
    "touched" := format(
      'SELECT "s"."sale_id" FROM "old_rows" AS "o" JOIN "new_rows" AS "n" ON "n"."id" = "o"."id"
        CROSS JOIN LATERAL (VALUES ("o".%1$I), ("n".%1$I)) AS "s" ("sale_id")
        WHERE (%2$s) IS DISTINCT FROM (%3$s)',
      "key",
      'row("o"."' || replace("columns", ',', '", "o"."') || '")',
      'row("n"."' || replace("columns", ',', '", "n"."') || '")');
  END IF;
  EXECUTE format('SELECT "sale_open_amounts_refresh"(array(SELECT DISTINCT "sale_id" FROM (%s) AS "t" ORDER BY 1))', "touched");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sale_schedule_lines_open_amounts_insert" AFTER INSERT ON "sale_schedule_lines"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sale_open_amounts_follow"('sale_id');--> statement-breakpoint
CREATE TRIGGER "sale_schedule_lines_open_amounts_update" AFTER UPDATE ON "sale_schedule_lines"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sale_open_amounts_follow"('sale_id', 'sale_id,schedule_id,due_date,sequence,amount');--> statement-breakpoint
CREATE TRIGGER "sale_schedules_open_amounts_update" AFTER UPDATE ON "sale_schedules"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sale_open_amounts_follow"('sale_id', 'sale_id,is_current');--> statement-breakpoint
CREATE TRIGGER "sale_receipts_open_amounts_insert" AFTER INSERT ON "sale_receipts"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sale_open_amounts_follow"('sale_id');--> statement-breakpoint
CREATE TRIGGER "sale_receipts_open_amounts_update" AFTER UPDATE ON "sale_receipts"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sale_open_amounts_follow"('sale_id', 'sale_id,status,amount');--> statement-breakpoint
CREATE TRIGGER "sale_receipts_open_amounts_delete" AFTER DELETE ON "sale_receipts"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sale_open_amounts_follow"('sale_id');--> statement-breakpoint
CREATE TRIGGER "sales_open_amounts_update" AFTER UPDATE ON "sales"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sale_open_amounts_follow"('id', 'status');--> statement-breakpoint
-- Backfill: the lines there are now (the triggers above hold their tables until this commits).
SELECT "sale_open_amounts_refresh"(array(SELECT "id" FROM "sales" ORDER BY "id"));
