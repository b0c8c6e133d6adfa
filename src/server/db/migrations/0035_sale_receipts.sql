CREATE TABLE "sale_receipt_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"receipt_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "sale_receipt_allocations_receipt_line_unique" UNIQUE("receipt_id","line_id"),
	CONSTRAINT "sale_receipt_allocations_amount_positive" CHECK ("sale_receipt_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"received_date" date NOT NULL,
	"method" text NOT NULL,
	"cheque_number" text,
	"cheque_bank" text,
	"cheque_date" date,
	"reference" text,
	"status" text NOT NULL,
	"bounce_reason" text,
	"bounced_at" timestamp with time zone,
	"bounced_by" integer,
	"idempotency_key" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_receipts_organization_id_id_unique" UNIQUE("organization_id","id"),
	CONSTRAINT "sale_receipts_amount_positive" CHECK ("sale_receipts"."amount" > 0),
	CONSTRAINT "sale_receipts_method_known" CHECK ("sale_receipts"."method" in ('bank_transfer', 'cheque', 'card', 'cash')),
	CONSTRAINT "sale_receipts_status_known" CHECK ("sale_receipts"."status" in ('pending', 'received', 'bounced')),
	CONSTRAINT "sale_receipts_cheque_complete" CHECK (("sale_receipts"."method" = 'cheque') = ("sale_receipts"."cheque_number" is not null and "sale_receipts"."cheque_bank" is not null and "sale_receipts"."cheque_date" is not null)),
	CONSTRAINT "sale_receipts_only_cheques_bounce" CHECK ("sale_receipts"."status" <> 'bounced' or "sale_receipts"."method" = 'cheque'),
	CONSTRAINT "sale_receipts_bounce_complete" CHECK (("sale_receipts"."status" = 'bounced') = ("sale_receipts"."bounced_at" is not null and "sale_receipts"."bounce_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "sale_receipt_allocations" ADD CONSTRAINT "sale_receipt_allocations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_receipt_allocations" ADD CONSTRAINT "sale_receipt_allocations_sale_fk" FOREIGN KEY ("organization_id","sale_id") REFERENCES "public"."sales"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_receipt_allocations" ADD CONSTRAINT "sale_receipt_allocations_receipt_fk" FOREIGN KEY ("organization_id","receipt_id") REFERENCES "public"."sale_receipts"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_receipt_allocations" ADD CONSTRAINT "sale_receipt_allocations_line_fk" FOREIGN KEY ("organization_id","line_id") REFERENCES "public"."sale_schedule_lines"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_receipts" ADD CONSTRAINT "sale_receipts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_receipts" ADD CONSTRAINT "sale_receipts_bounced_by_users_id_fk" FOREIGN KEY ("bounced_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_receipts" ADD CONSTRAINT "sale_receipts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_receipts" ADD CONSTRAINT "sale_receipts_sale_fk" FOREIGN KEY ("organization_id","sale_id") REFERENCES "public"."sales"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_receipt_allocations_sale_idx" ON "sale_receipt_allocations" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_receipt_allocations_line_idx" ON "sale_receipt_allocations" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_receipts_organization_idempotency_unique" ON "sale_receipts" USING btree ("organization_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sale_receipts_sale_idx" ON "sale_receipts" USING btree ("sale_id","received_date","id");--> statement-breakpoint
CREATE INDEX "sale_receipts_pending_idx" ON "sale_receipts" USING btree ("organization_id","cheque_date") WHERE "sale_receipts"."status" = 'pending';