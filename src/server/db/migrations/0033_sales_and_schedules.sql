CREATE TABLE "sale_buyers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"position" integer NOT NULL,
	"full_name" text NOT NULL,
	"nationality" text,
	"id_number" text,
	"email" text,
	"phone" text,
	"lead_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_buyers_sale_position_unique" UNIQUE("sale_id","position")
);
--> statement-breakpoint
CREATE TABLE "sale_fee_defaults" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"rate_hundredths" integer,
	"fixed_amount" bigint,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_fee_defaults_organization_position_unique" UNIQUE("organization_id","position"),
	CONSTRAINT "sale_fee_defaults_kind_known" CHECK ("sale_fee_defaults"."kind" in ('percent', 'fixed')),
	CONSTRAINT "sale_fee_defaults_one_value" CHECK (("sale_fee_defaults"."kind" = 'percent' and "sale_fee_defaults"."rate_hundredths" is not null and "sale_fee_defaults"."fixed_amount" is null) or ("sale_fee_defaults"."kind" = 'fixed' and "sale_fee_defaults"."fixed_amount" is not null and "sale_fee_defaults"."rate_hundredths" is null))
);
--> statement-breakpoint
CREATE TABLE "sale_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"rate_hundredths" integer,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_fees_sale_position_unique" UNIQUE("sale_id","position"),
	CONSTRAINT "sale_fees_kind_known" CHECK ("sale_fees"."kind" in ('percent', 'fixed')),
	CONSTRAINT "sale_fees_rate_for_percent" CHECK (("sale_fees"."kind" = 'percent') = ("sale_fees"."rate_hundredths" is not null)),
	CONSTRAINT "sale_fees_amount_non_negative" CHECK ("sale_fees"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_schedule_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"label" text NOT NULL,
	"percentage_hundredths" integer NOT NULL,
	"due_type" text NOT NULL,
	"due_value" integer,
	"due_date" date,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_schedule_lines_organization_id_id_unique" UNIQUE("organization_id","id"),
	CONSTRAINT "sale_schedule_lines_schedule_sequence_unique" UNIQUE("schedule_id","sequence"),
	CONSTRAINT "sale_schedule_lines_amount_non_negative" CHECK ("sale_schedule_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"version" integer NOT NULL,
	"source" text NOT NULL,
	"payment_plan_id" integer,
	"plan_name" text NOT NULL,
	"installments" jsonb NOT NULL,
	"reason" text,
	"is_current" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone,
	"superseded_by" integer,
	CONSTRAINT "sale_schedules_organization_id_id_unique" UNIQUE("organization_id","id"),
	CONSTRAINT "sale_schedules_sale_version_unique" UNIQUE("sale_id","version"),
	CONSTRAINT "sale_schedules_source_known" CHECK ("sale_schedules"."source" in ('building_plan', 'offer_plan', 'custom')),
	CONSTRAINT "sale_schedules_superseded" CHECK ("sale_schedules"."is_current" = ("sale_schedules"."superseded_at" is null))
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"currency" text NOT NULL,
	"list_price" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"final_price" bigint NOT NULL,
	"booking_date" date NOT NULL,
	"spa_date" date,
	"seller_type" text NOT NULL,
	"broker_organization_id" integer,
	"agent_user_id" integer,
	"agency_name" text,
	"agency_licence" text,
	"deal_id" integer,
	"sale_offer_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"cancellation_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_organization_id_id_unique" UNIQUE("organization_id","id"),
	CONSTRAINT "sales_status_known" CHECK ("sales"."status" in ('active', 'cancelled')),
	CONSTRAINT "sales_seller_type_known" CHECK ("sales"."seller_type" in ('developer', 'platform', 'broker', 'agency')),
	CONSTRAINT "sales_prices_consistent" CHECK ("sales"."list_price" >= 0 and "sales"."discount" >= 0 and "sales"."final_price" >= 0 and "sales"."final_price" = "sales"."list_price" - "sales"."discount"),
	CONSTRAINT "sales_cancellation_complete" CHECK (("sales"."status" = 'cancelled') = ("sales"."cancelled_at" is not null and "sales"."cancellation_reason" is not null)),
	CONSTRAINT "sales_agency_named" CHECK ("sales"."seller_type" <> 'agency' or "sales"."agency_name" is not null)
);
--> statement-breakpoint
ALTER TABLE "sale_buyers" ADD CONSTRAINT "sale_buyers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_buyers" ADD CONSTRAINT "sale_buyers_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_buyers" ADD CONSTRAINT "sale_buyers_sale_fk" FOREIGN KEY ("organization_id","sale_id") REFERENCES "public"."sales"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_fee_defaults" ADD CONSTRAINT "sale_fee_defaults_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_fees" ADD CONSTRAINT "sale_fees_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_fees" ADD CONSTRAINT "sale_fees_sale_fk" FOREIGN KEY ("organization_id","sale_id") REFERENCES "public"."sales"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_schedule_lines" ADD CONSTRAINT "sale_schedule_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_schedule_lines" ADD CONSTRAINT "sale_schedule_lines_schedule_fk" FOREIGN KEY ("organization_id","schedule_id") REFERENCES "public"."sale_schedules"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_schedule_lines" ADD CONSTRAINT "sale_schedule_lines_sale_fk" FOREIGN KEY ("organization_id","sale_id") REFERENCES "public"."sales"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_schedules" ADD CONSTRAINT "sale_schedules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_schedules" ADD CONSTRAINT "sale_schedules_payment_plan_id_payment_plans_id_fk" FOREIGN KEY ("payment_plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_schedules" ADD CONSTRAINT "sale_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_schedules" ADD CONSTRAINT "sale_schedules_superseded_by_users_id_fk" FOREIGN KEY ("superseded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_schedules" ADD CONSTRAINT "sale_schedules_sale_fk" FOREIGN KEY ("organization_id","sale_id") REFERENCES "public"."sales"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_broker_organization_id_organizations_id_fk" FOREIGN KEY ("broker_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_sale_offer_id_sale_offers_id_fk" FOREIGN KEY ("sale_offer_id") REFERENCES "public"."sale_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_unit_fk" FOREIGN KEY ("organization_id","unit_id") REFERENCES "public"."units"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_buyers_organization_name_idx" ON "sale_buyers" USING btree ("organization_id","full_name");--> statement-breakpoint
CREATE INDEX "sale_buyers_lead_idx" ON "sale_buyers" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "sale_schedule_lines_sale_idx" ON "sale_schedule_lines" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_schedule_lines_organization_due_idx" ON "sale_schedule_lines" USING btree ("organization_id","due_date");--> statement-breakpoint
CREATE INDEX "sale_schedule_lines_waiting_idx" ON "sale_schedule_lines" USING btree ("organization_id","due_type") WHERE "sale_schedule_lines"."due_date" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_schedules_one_current" ON "sale_schedules" USING btree ("sale_id") WHERE "sale_schedules"."is_current";--> statement-breakpoint
CREATE UNIQUE INDEX "sales_one_active_per_unit" ON "sales" USING btree ("unit_id") WHERE "sales"."status" = 'active';--> statement-breakpoint
CREATE INDEX "sales_unit_idx" ON "sales" USING btree ("unit_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_organization_booking_idx" ON "sales" USING btree ("organization_id","booking_date","id");--> statement-breakpoint
CREATE INDEX "sales_organization_status_idx" ON "sales" USING btree ("organization_id","status","booking_date");--> statement-breakpoint
CREATE INDEX "sales_organization_created_idx" ON "sales" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_deal_idx" ON "sales" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "sales_offer_idx" ON "sales" USING btree ("sale_offer_id");--> statement-breakpoint
CREATE INDEX "sales_broker_organization_idx" ON "sales" USING btree ("broker_organization_id");