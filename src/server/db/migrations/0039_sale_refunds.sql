CREATE TABLE "sale_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"refund_date" date NOT NULL,
	"method" text NOT NULL,
	"cheque_number" text,
	"cheque_bank" text,
	"cheque_date" date,
	"reference" text,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_refunds_amount_positive" CHECK ("sale_refunds"."amount" > 0),
	CONSTRAINT "sale_refunds_method_known" CHECK ("sale_refunds"."method" in ('bank_transfer', 'cheque', 'card', 'cash')),
	CONSTRAINT "sale_refunds_cheque_complete" CHECK (("sale_refunds"."method" = 'cheque') = ("sale_refunds"."cheque_number" is not null and "sale_refunds"."cheque_bank" is not null and "sale_refunds"."cheque_date" is not null))
);
--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_sale_fk" FOREIGN KEY ("organization_id","sale_id") REFERENCES "public"."sales"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_refunds_sale_idx" ON "sale_refunds" USING btree ("sale_id","refund_date","id");