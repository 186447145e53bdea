CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt_id" uuid,
	"method" text NOT NULL,
	"amount_paisa" integer NOT NULL,
	"from_owed_paisa" integer DEFAULT 0 NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"actor_user_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_summary" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paisa" > 0),
	CONSTRAINT "refunds_from_owed_valid" CHECK ("refunds"."from_owed_paisa" >= 0 and "refunds"."from_owed_paisa" <= "refunds"."amount_paisa"),
	CONSTRAINT "refunds_method_valid" CHECK ("refunds"."method" in ('khalti', 'esewa', 'cod', 'bank_transfer')),
	CONSTRAINT "refunds_status_valid" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_paisa" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "transaction_id" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "return_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_closed_idx" ON "payment_attempts" USING btree ("closed_at") WHERE "payment_attempts"."closed_at" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_nonnegative" CHECK ("orders"."refunded_paisa" >= 0);--> statement-breakpoint
-- Backfill (decision 029): attempts already closed count from their last change, so the reconciler
-- still asks the gateway about those closed in the last 24 hours.
UPDATE "payment_attempts" SET "closed_at" = "updated_at" WHERE "status" IN ('cancelled', 'expired', 'failed') AND "closed_at" IS NULL;--> statement-breakpoint
-- The order's transaction id is its first paid attempt's; other paid attempts keep none until asked again.
UPDATE "payment_attempts" AS a SET "transaction_id" = o."transaction_id" FROM "orders" AS o
  WHERE a."order_id" = o."id" AND a."status" = 'completed' AND o."transaction_id" IS NOT NULL
  AND a."id" = (SELECT b."id" FROM "payment_attempts" AS b WHERE b."order_id" = o."id" AND b."status" = 'completed' ORDER BY b."updated_at" LIMIT 1);--> statement-breakpoint
-- Only the last ten answers of each attempt are kept from now on; older rows may hold thousands.
UPDATE "payment_attempts" SET "raw" = (
  SELECT coalesce(jsonb_agg(e ORDER BY i), '[]'::jsonb) FROM jsonb_array_elements("raw") WITH ORDINALITY AS t(e, i)
  WHERE i > jsonb_array_length("raw") - 10
) WHERE jsonb_array_length("raw") > 10;
