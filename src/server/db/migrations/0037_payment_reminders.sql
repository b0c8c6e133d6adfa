CREATE TABLE "sale_reminder_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"steps" integer[] NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"step_days" integer NOT NULL,
	"due_date" date NOT NULL,
	"language" text NOT NULL,
	"recipient_phone" text,
	"message_log_id" integer,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_reminders_line_step_unique" UNIQUE("line_id","step_days"),
	CONSTRAINT "sale_reminders_status_known" CHECK ("sale_reminders"."status" in ('queued', 'failed')),
	CONSTRAINT "sale_reminders_reason_known" CHECK ("sale_reminders"."reason" in ('no_phone', 'no_template')),
	CONSTRAINT "sale_reminders_failed_says_why" CHECK (("sale_reminders"."status" = 'failed') = ("sale_reminders"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "message_templates" ADD COLUMN "purpose" text DEFAULT 'companies' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_reminder_settings" ADD CONSTRAINT "sale_reminder_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_reminder_settings" ADD CONSTRAINT "sale_reminder_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_reminders" ADD CONSTRAINT "sale_reminders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_reminders" ADD CONSTRAINT "sale_reminders_message_log_id_message_logs_id_fk" FOREIGN KEY ("message_log_id") REFERENCES "public"."message_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_reminders" ADD CONSTRAINT "sale_reminders_sale_fk" FOREIGN KEY ("organization_id","sale_id") REFERENCES "public"."sales"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_reminders" ADD CONSTRAINT "sale_reminders_line_fk" FOREIGN KEY ("organization_id","line_id") REFERENCES "public"."sale_schedule_lines"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_reminder_settings_enabled_idx" ON "sale_reminder_settings" USING btree ("organization_id") WHERE "sale_reminder_settings"."enabled";--> statement-breakpoint
CREATE INDEX "sale_reminders_sale_idx" ON "sale_reminders" USING btree ("sale_id","created_at");--> statement-breakpoint
CREATE INDEX "message_templates_organization_purpose_idx" ON "message_templates" USING btree ("organization_id","provider","purpose");--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_purpose_known" CHECK ("message_templates"."purpose" in ('companies', 'payment_reminder'));