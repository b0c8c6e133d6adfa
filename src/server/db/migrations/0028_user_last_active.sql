ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_last_active_idx" ON "users" USING btree ("last_active_at");--> statement-breakpoint
-- What is known of each user's last activity until now: his last sign-in, or a session used since.
UPDATE "users" SET "last_active_at" = (
  SELECT max(t) FROM (
    SELECT "users"."last_login_at" AS t
    UNION ALL
    SELECT "access_tokens"."last_used_at" FROM "access_tokens" WHERE "access_tokens"."user_id" = "users"."id"
  ) AS activity
);
