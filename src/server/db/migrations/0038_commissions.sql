CREATE TABLE "commission_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"seller_type" text NOT NULL,
	"rate_hundredths" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rates_project_seller_unique" UNIQUE("project_id","seller_type"),
	CONSTRAINT "commission_rates_seller_type_known" CHECK ("commission_rates"."seller_type" in ('developer', 'platform', 'broker', 'agency')),
	CONSTRAINT "commission_rates_rate_range" CHECK ("commission_rates"."rate_hundredths" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "commission_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"trigger" text DEFAULT 'booking' NOT NULL,
	"paid_hundredths" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_settings_trigger_known" CHECK ("commission_settings"."trigger" in ('booking', 'spa', 'paid_percentage')),
	CONSTRAINT "commission_settings_paid_share" CHECK (("commission_settings"."trigger" = 'paid_percentage') = ("commission_settings"."paid_hundredths" is not null) and ("commission_settings"."paid_hundredths" is null or "commission_settings"."paid_hundredths" between 1 and 10000))
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"project_id" integer,
	"seller_type" text NOT NULL,
	"seller_name" text NOT NULL,
	"rate_hundredths" integer NOT NULL,
	"base_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"trigger" text NOT NULL,
	"trigger_paid_hundredths" integer,
	"reached_on" date NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"paid_date" date,
	"payment_reference" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_sale_unique" UNIQUE("sale_id"),
	CONSTRAINT "commissions_status_known" CHECK ("commissions"."status" in ('pending', 'approved', 'paid', 'cancelled')),
	CONSTRAINT "commissions_trigger_known" CHECK ("commissions"."trigger" in ('booking', 'spa', 'paid_percentage')),
	CONSTRAINT "commissions_amounts_non_negative" CHECK ("commissions"."base_amount" >= 0 and "commissions"."amount" >= 0),
	CONSTRAINT "commissions_approved_when" CHECK ("commissions"."status" not in ('approved', 'paid') or "commissions"."approved_at" is not null),
	CONSTRAINT "commissions_paid_when" CHECK (("commissions"."status" = 'paid') = ("commissions"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_project_fk" FOREIGN KEY ("organization_id","project_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_settings" ADD CONSTRAINT "commission_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_settings" ADD CONSTRAINT "commission_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_sale_fk" FOREIGN KEY ("organization_id","sale_id") REFERENCES "public"."sales"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_rates_organization_idx" ON "commission_rates" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "commissions_organization_reached_idx" ON "commissions" USING btree ("organization_id","reached_on","id");--> statement-breakpoint
CREATE INDEX "commissions_organization_status_idx" ON "commissions" USING btree ("organization_id","status","reached_on");--> statement-breakpoint
CREATE INDEX "commissions_project_idx" ON "commissions" USING btree ("project_id");