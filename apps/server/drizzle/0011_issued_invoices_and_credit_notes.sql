CREATE TABLE "credit_note_counters" (
	"fiscal_year" text PRIMARY KEY NOT NULL,
	"last_seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"fiscal_year" text NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"invoice_number" text NOT NULL,
	"reason" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_pan" text,
	"amount_paisa" integer NOT NULL,
	"taxable_paisa" integer NOT NULL,
	"vat_paisa" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "credit_notes_seq_positive" CHECK ("credit_notes"."seq" > 0),
	CONSTRAINT "credit_notes_amount_positive" CHECK ("credit_notes"."amount_paisa" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_pan" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "total_paisa" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "taxable_paisa" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_paisa" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
-- Invoices numbered before decision 030 kept no copy of what they printed: their buyer and amounts
-- come from the order (prices include 13% VAT, split as modules/invoices/vat.ts does); the snapshot
-- stays null until their next download fills it once (modules/invoices/invoice-service.ts).
UPDATE "invoices" AS i SET
	"buyer_name" = trim(concat(o."contact"->>'firstName', ' ', o."contact"->>'lastName')),
	"total_paisa" = o."total_paisa",
	"taxable_paisa" = round(o."total_paisa" / 1.13)::integer,
	"vat_paisa" = o."total_paisa" - round(o."total_paisa" / 1.13)::integer
FROM "orders" AS o WHERE o."id" = i."order_id";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "buyer_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "total_paisa" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "taxable_paisa" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "vat_paisa" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_invoices_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."invoices"("order_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_fiscal_year_seq_key" ON "credit_notes" USING btree ("fiscal_year","seq");--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_notes_issued_idx" ON "credit_notes" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");