CREATE TABLE "contact_brokers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"phone_normalized" text,
	"email" text,
	"orn" text,
	"company_name" text,
	"status" text DEFAULT 'new' NOT NULL,
	"last_contacted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"trade_license_number" text,
	"country" text,
	"city" text,
	"phone" text,
	"email" text,
	"website" text,
	"status" text DEFAULT 'new' NOT NULL,
	"converted_organization_id" integer,
	"last_contacted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"provider" text NOT NULL,
	"template_id" integer,
	"template_name" text,
	"template_language" text,
	"company_id" integer,
	"recipient_name" text NOT NULL,
	"recipient_phone" text NOT NULL,
	"body" text NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_message_id" text,
	"provider_response" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"sender_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"provider" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_brokers" ADD CONSTRAINT "contact_brokers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_companies" ADD CONSTRAINT "contact_companies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_companies" ADD CONSTRAINT "contact_companies_converted_organization_id_organizations_id_fk" FOREIGN KEY ("converted_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_logs" ADD CONSTRAINT "message_logs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_logs" ADD CONSTRAINT "message_logs_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_logs" ADD CONSTRAINT "message_logs_company_id_contact_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."contact_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_logs" ADD CONSTRAINT "message_logs_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_brokers_orn_unique" ON "contact_brokers" USING btree ("organization_id",upper("orn"));--> statement-breakpoint
CREATE INDEX "contact_brokers_phone_idx" ON "contact_brokers" USING btree ("organization_id","phone_normalized");--> statement-breakpoint
CREATE INDEX "contact_brokers_organization_status_idx" ON "contact_brokers" USING btree ("organization_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_companies_trade_license_unique" ON "contact_companies" USING btree ("organization_id",upper("trade_license_number"));--> statement-breakpoint
CREATE INDEX "contact_companies_organization_status_idx" ON "contact_companies" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "message_logs_queued_idx" ON "message_logs" USING btree ("id") WHERE "message_logs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "message_logs_organization_created_idx" ON "message_logs" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_name_unique" ON "message_templates" USING btree ("organization_id","provider",lower("name"),"language");