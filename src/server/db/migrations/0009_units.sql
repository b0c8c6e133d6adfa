CREATE TABLE "unit_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" integer,
	"reason" text,
	"reserved_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"unit_number" text NOT NULL,
	"floor" integer NOT NULL,
	"type" text NOT NULL,
	"bedrooms" integer NOT NULL,
	"bathrooms" integer,
	"internal_area" double precision NOT NULL,
	"balcony_area" double precision,
	"total_area" double precision GENERATED ALWAYS AS (internal_area + coalesce(balcony_area, 0)) STORED,
	"price" bigint NOT NULL,
	"views" text[] DEFAULT '{}'::text[] NOT NULL,
	"orientation" text,
	"parking_spaces" integer,
	"service_charge" bigint,
	"status" text DEFAULT 'available' NOT NULL,
	"reserved_until" timestamp with time zone,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_organization_id_id_unique" UNIQUE("organization_id","id"),
	CONSTRAINT "units_building_unit_number_unique" UNIQUE("building_id","unit_number"),
	CONSTRAINT "units_numbers_non_negative" CHECK ("units"."bedrooms" >= 0 and "units"."internal_area" >= 0 and "units"."price" >= 0),
	CONSTRAINT "units_reservation_expiry" CHECK (("units"."status" = 'reserved') = ("units"."reserved_until" is not null))
);
--> statement-breakpoint
ALTER TABLE "inventory_images" DROP CONSTRAINT "inventory_images_one_owner";--> statement-breakpoint
ALTER TABLE "media360" DROP CONSTRAINT "media360_one_owner";--> statement-breakpoint
ALTER TABLE "video_links" DROP CONSTRAINT "video_links_one_owner";--> statement-breakpoint
ALTER TABLE "inventory_images" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "media360" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "video_links" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "unit_status_history" ADD CONSTRAINT "unit_status_history_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_status_history" ADD CONSTRAINT "unit_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_status_history" ADD CONSTRAINT "unit_status_history_unit_fk" FOREIGN KEY ("organization_id","unit_id") REFERENCES "public"."units"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_building_fk" FOREIGN KEY ("organization_id","building_id") REFERENCES "public"."buildings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_status_history_unit_idx" ON "unit_status_history" USING btree ("unit_id","created_at");--> statement-breakpoint
CREATE INDEX "units_organization_status_idx" ON "units" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "units_building_floor_idx" ON "units" USING btree ("building_id","floor","unit_number");--> statement-breakpoint
CREATE INDEX "units_organization_price_idx" ON "units" USING btree ("organization_id","price");--> statement-breakpoint
CREATE INDEX "units_organization_number_idx" ON "units" USING btree ("organization_id","unit_number","id");--> statement-breakpoint
CREATE INDEX "units_reserved_until_idx" ON "units" USING btree ("reserved_until") WHERE "units"."status" = 'reserved';--> statement-breakpoint
ALTER TABLE "inventory_images" ADD CONSTRAINT "inventory_images_unit_fk" FOREIGN KEY ("organization_id","unit_id") REFERENCES "public"."units"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media360" ADD CONSTRAINT "media360_unit_fk" FOREIGN KEY ("organization_id","unit_id") REFERENCES "public"."units"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_links" ADD CONSTRAINT "video_links_unit_fk" FOREIGN KEY ("organization_id","unit_id") REFERENCES "public"."units"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_images_unit_idx" ON "inventory_images" USING btree ("unit_id","kind","position");--> statement-breakpoint
CREATE INDEX "media360_unit_idx" ON "media360" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "video_links_unit_idx" ON "video_links" USING btree ("unit_id");--> statement-breakpoint
ALTER TABLE "inventory_images" ADD CONSTRAINT "inventory_images_one_owner" CHECK (("inventory_images"."project_id" is not null)::int + ("inventory_images"."building_id" is not null)::int + ("inventory_images"."unit_id" is not null)::int = 1);--> statement-breakpoint
ALTER TABLE "media360" ADD CONSTRAINT "media360_one_owner" CHECK (("media360"."project_id" is not null)::int + ("media360"."building_id" is not null)::int + ("media360"."unit_id" is not null)::int = 1);--> statement-breakpoint
ALTER TABLE "video_links" ADD CONSTRAINT "video_links_one_owner" CHECK (("video_links"."project_id" is not null)::int + ("video_links"."building_id" is not null)::int + ("video_links"."unit_id" is not null)::int = 1);