CREATE TABLE "amenities" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amenities_organization_id_id_unique" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "amenity_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"amenity_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"file_path" text NOT NULL,
	"thumbnail_path" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "building_amenities" (
	"organization_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"amenity_id" integer NOT NULL,
	CONSTRAINT "building_amenities_building_id_amenity_id_pk" PRIMARY KEY("building_id","amenity_id")
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"floors" integer,
	"status" text NOT NULL,
	"handover_date" date,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buildings_organization_id_id_unique" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "inventory_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"project_id" integer,
	"building_id" integer,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"file_path" text NOT NULL,
	"thumbnail_path" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_images_one_owner" CHECK (("inventory_images"."project_id" is not null)::int + ("inventory_images"."building_id" is not null)::int = 1)
);
--> statement-breakpoint
CREATE TABLE "media360" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"project_id" integer,
	"building_id" integer,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"tour_url" text,
	"file_path" text,
	"thumbnail_path" text,
	"file_name" text,
	"content_type" text,
	"size" integer,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media360_one_owner" CHECK (("media360"."project_id" is not null)::int + ("media360"."building_id" is not null)::int = 1),
	CONSTRAINT "media360_kind_source" CHECK (("media360"."kind" = 'tour' and "media360"."tour_url" is not null) or ("media360"."kind" = 'image' and "media360"."file_path" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"name" text NOT NULL,
	"installments" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_plans_organization_id_id_unique" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_amenities" (
	"organization_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"amenity_id" integer NOT NULL,
	CONSTRAINT "project_amenities_project_id_amenity_id_pk" PRIMARY KEY("project_id","amenity_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"community" text,
	"address" text,
	"latitude" double precision,
	"longitude" double precision,
	"status" text NOT NULL,
	"launch_date" date,
	"handover_date" date,
	"construction_progress" integer DEFAULT 0 NOT NULL,
	"description" text,
	"regulator_number" text,
	"escrow_account" text,
	"embed_enabled" boolean DEFAULT false NOT NULL,
	"embed_token" text,
	"embed_show" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_embed_token_unique" UNIQUE("embed_token"),
	CONSTRAINT "projects_organization_id_id_unique" UNIQUE("organization_id","id"),
	CONSTRAINT "projects_progress_range" CHECK ("projects"."construction_progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "video_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"project_id" integer,
	"building_id" integer,
	"title" text,
	"provider" text NOT NULL,
	"video_id" text NOT NULL,
	"url" text NOT NULL,
	"embed_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_links_one_owner" CHECK (("video_links"."project_id" is not null)::int + ("video_links"."building_id" is not null)::int = 1)
);
--> statement-breakpoint
ALTER TABLE "amenities" ADD CONSTRAINT "amenities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amenity_images" ADD CONSTRAINT "amenity_images_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amenity_images" ADD CONSTRAINT "amenity_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amenity_images" ADD CONSTRAINT "amenity_images_amenity_fk" FOREIGN KEY ("organization_id","amenity_id") REFERENCES "public"."amenities"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_amenities" ADD CONSTRAINT "building_amenities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_amenities" ADD CONSTRAINT "building_amenities_building_fk" FOREIGN KEY ("organization_id","building_id") REFERENCES "public"."buildings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_amenities" ADD CONSTRAINT "building_amenities_amenity_fk" FOREIGN KEY ("organization_id","amenity_id") REFERENCES "public"."amenities"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_project_fk" FOREIGN KEY ("organization_id","project_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_images" ADD CONSTRAINT "inventory_images_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_images" ADD CONSTRAINT "inventory_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_images" ADD CONSTRAINT "inventory_images_project_fk" FOREIGN KEY ("organization_id","project_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_images" ADD CONSTRAINT "inventory_images_building_fk" FOREIGN KEY ("organization_id","building_id") REFERENCES "public"."buildings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media360" ADD CONSTRAINT "media360_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media360" ADD CONSTRAINT "media360_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media360" ADD CONSTRAINT "media360_project_fk" FOREIGN KEY ("organization_id","project_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media360" ADD CONSTRAINT "media360_building_fk" FOREIGN KEY ("organization_id","building_id") REFERENCES "public"."buildings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_building_fk" FOREIGN KEY ("organization_id","building_id") REFERENCES "public"."buildings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_amenities" ADD CONSTRAINT "project_amenities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_amenities" ADD CONSTRAINT "project_amenities_project_fk" FOREIGN KEY ("organization_id","project_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_amenities" ADD CONSTRAINT "project_amenities_amenity_fk" FOREIGN KEY ("organization_id","amenity_id") REFERENCES "public"."amenities"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_links" ADD CONSTRAINT "video_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_links" ADD CONSTRAINT "video_links_project_fk" FOREIGN KEY ("organization_id","project_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_links" ADD CONSTRAINT "video_links_building_fk" FOREIGN KEY ("organization_id","building_id") REFERENCES "public"."buildings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "amenities_organization_name_unique" ON "amenities" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "amenity_images_amenity_idx" ON "amenity_images" USING btree ("amenity_id","position");--> statement-breakpoint
CREATE INDEX "building_amenities_amenity_idx" ON "building_amenities" USING btree ("amenity_id");--> statement-breakpoint
CREATE INDEX "buildings_project_idx" ON "buildings" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "buildings_organization_name_idx" ON "buildings" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "inventory_images_project_idx" ON "inventory_images" USING btree ("project_id","kind","position");--> statement-breakpoint
CREATE INDEX "inventory_images_building_idx" ON "inventory_images" USING btree ("building_id","kind","position");--> statement-breakpoint
CREATE INDEX "media360_project_idx" ON "media360" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "media360_building_idx" ON "media360" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "payment_plans_building_idx" ON "payment_plans" USING btree ("building_id","name");--> statement-breakpoint
CREATE INDEX "project_amenities_amenity_idx" ON "project_amenities" USING btree ("amenity_id");--> statement-breakpoint
CREATE INDEX "projects_organization_name_idx" ON "projects" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "projects_organization_city_idx" ON "projects" USING btree ("organization_id","city");--> statement-breakpoint
CREATE INDEX "video_links_project_idx" ON "video_links" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "video_links_building_idx" ON "video_links" USING btree ("building_id");