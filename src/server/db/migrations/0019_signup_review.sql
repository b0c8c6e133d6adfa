ALTER TABLE "organizations" ADD COLUMN "signup_review_message" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "signup_changes_step" text;