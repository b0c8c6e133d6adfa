-- No two deals of a stage, and no two stages of a pipeline, share a position. Checked at commit
-- (DEFERRABLE INITIALLY DEFERRED) so a move or reorder may renumber rows in any order inside its
-- transaction; Drizzle's schema builder cannot declare a deferrable constraint, hence this file.
ALTER TABLE "deals" ADD CONSTRAINT "deals_stage_position_unique" UNIQUE ("stage_id", "position") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_pipeline_position_unique" UNIQUE ("pipeline_id", "position") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_position_not_negative" CHECK ("position" >= 0);--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_probability_range" CHECK ("probability" BETWEEN 0 AND 100);
