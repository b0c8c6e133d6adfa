CREATE TABLE "unit_price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"previous_price" bigint,
	"price" bigint NOT NULL,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unit_price_history" ADD CONSTRAINT "unit_price_history_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_price_history" ADD CONSTRAINT "unit_price_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_price_history" ADD CONSTRAINT "unit_price_history_unit_fk" FOREIGN KEY ("organization_id","unit_id") REFERENCES "public"."units"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_price_history_unit_idx" ON "unit_price_history" USING btree ("unit_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_history_organization_kind_created_idx" ON "lead_history" USING btree ("organization_id","kind","created_at");