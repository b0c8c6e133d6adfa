CREATE TABLE "deal_tags" (
	"organization_id" integer NOT NULL,
	"deal_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_tags_deal_id_tag_id_pk" PRIMARY KEY("deal_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"pipeline_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'AED' NOT NULL,
	"owner_id" integer,
	"hot" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"lost_reason" text,
	"expected_close_date" date,
	"closed_at" timestamp with time zone,
	"stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_organization_id_id_unique" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "pipelines" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pipelines_organization_id_id_unique" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"pipeline_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"probability" integer DEFAULT 0 NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stages_organization_id_id_unique" UNIQUE("organization_id","id"),
	CONSTRAINT "stages_pipeline_id_id_unique" UNIQUE("pipeline_id","id")
);
--> statement-breakpoint
ALTER TABLE "deal_tags" ADD CONSTRAINT "deal_tags_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_tags" ADD CONSTRAINT "deal_tags_deal_fk" FOREIGN KEY ("organization_id","deal_id") REFERENCES "public"."deals"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_tags" ADD CONSTRAINT "deal_tags_tag_fk" FOREIGN KEY ("organization_id","tag_id") REFERENCES "public"."tags"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_lead_fk" FOREIGN KEY ("organization_id","lead_id") REFERENCES "public"."leads"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_pipeline_fk" FOREIGN KEY ("organization_id","pipeline_id") REFERENCES "public"."pipelines"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_stage_fk" FOREIGN KEY ("pipeline_id","stage_id") REFERENCES "public"."stages"("pipeline_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipelines" ADD CONSTRAINT "pipelines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_pipeline_fk" FOREIGN KEY ("organization_id","pipeline_id") REFERENCES "public"."pipelines"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_tags_tag_idx" ON "deal_tags" USING btree ("tag_id","deal_id");--> statement-breakpoint
CREATE INDEX "deals_stage_position_idx" ON "deals" USING btree ("stage_id","position","id");--> statement-breakpoint
CREATE INDEX "deals_pipeline_title_idx" ON "deals" USING btree ("pipeline_id","title");--> statement-breakpoint
CREATE INDEX "deals_pipeline_value_idx" ON "deals" USING btree ("pipeline_id","value");--> statement-breakpoint
CREATE INDEX "deals_pipeline_close_idx" ON "deals" USING btree ("pipeline_id","expected_close_date");--> statement-breakpoint
CREATE INDEX "deals_pipeline_status_idx" ON "deals" USING btree ("pipeline_id","status","stage_id");--> statement-breakpoint
CREATE INDEX "deals_pipeline_entered_idx" ON "deals" USING btree ("pipeline_id","stage_entered_at");--> statement-breakpoint
CREATE INDEX "deals_pipeline_created_idx" ON "deals" USING btree ("pipeline_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_pipeline_updated_idx" ON "deals" USING btree ("pipeline_id","updated_at");--> statement-breakpoint
CREATE INDEX "deals_pipeline_owner_idx" ON "deals" USING btree ("pipeline_id","owner_id");--> statement-breakpoint
CREATE INDEX "deals_pipeline_hot_idx" ON "deals" USING btree ("pipeline_id","stage_id") WHERE "deals"."hot";--> statement-breakpoint
CREATE INDEX "deals_organization_title_idx" ON "deals" USING btree ("organization_id","title");--> statement-breakpoint
CREATE INDEX "deals_lead_idx" ON "deals" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_owner_user_idx" ON "deals" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pipelines_organization_name_unique" ON "pipelines" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "pipelines_organization_default_unique" ON "pipelines" USING btree ("organization_id") WHERE "pipelines"."is_default";--> statement-breakpoint
CREATE INDEX "stages_pipeline_position_idx" ON "stages" USING btree ("pipeline_id","position");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_deal_fk" FOREIGN KEY ("organization_id","deal_id") REFERENCES "public"."deals"("organization_id","id") ON DELETE cascade ON UPDATE no action;