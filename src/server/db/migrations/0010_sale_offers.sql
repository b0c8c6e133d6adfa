CREATE TABLE "sale_offer_number_counters" (
	"organization_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "sale_offer_number_counters_organization_id_year_pk" PRIMARY KEY("organization_id","year")
);
--> statement-breakpoint
CREATE TABLE "sale_offer_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"sale_offer_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"payment_plan_id" integer,
	"custom_installments" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_offer_units_offer_unit_unique" UNIQUE("sale_offer_id","unit_id"),
	CONSTRAINT "sale_offer_units_one_plan" CHECK ("sale_offer_units"."payment_plan_id" is null or "sale_offer_units"."custom_installments" is null)
);
--> statement-breakpoint
CREATE TABLE "sale_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"number" text NOT NULL,
	"client_name" text NOT NULL,
	"client_email" text,
	"client_phone" text,
	"lead_id" integer,
	"valid_until" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_offers_organization_id_id_unique" UNIQUE("organization_id","id"),
	CONSTRAINT "sale_offers_organization_number_unique" UNIQUE("organization_id","number"),
	CONSTRAINT "sale_offers_status_stored" CHECK ("sale_offers"."status" in ('draft', 'sent', 'accepted')),
	CONSTRAINT "sale_offers_discount_non_negative" CHECK ("sale_offers"."discount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sale_offer_number_counters" ADD CONSTRAINT "sale_offer_number_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_offer_units" ADD CONSTRAINT "sale_offer_units_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_offer_units" ADD CONSTRAINT "sale_offer_units_payment_plan_id_payment_plans_id_fk" FOREIGN KEY ("payment_plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_offer_units" ADD CONSTRAINT "sale_offer_units_offer_fk" FOREIGN KEY ("organization_id","sale_offer_id") REFERENCES "public"."sale_offers"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_offer_units" ADD CONSTRAINT "sale_offer_units_unit_fk" FOREIGN KEY ("organization_id","unit_id") REFERENCES "public"."units"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_offers" ADD CONSTRAINT "sale_offers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_offers" ADD CONSTRAINT "sale_offers_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_offers" ADD CONSTRAINT "sale_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_offer_units_offer_idx" ON "sale_offer_units" USING btree ("sale_offer_id","position");--> statement-breakpoint
CREATE INDEX "sale_offer_units_unit_idx" ON "sale_offer_units" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "sale_offers_organization_created_idx" ON "sale_offers" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "sale_offers_created_by_idx" ON "sale_offers" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "sale_offers_lead_idx" ON "sale_offers" USING btree ("lead_id");