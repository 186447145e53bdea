ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_email" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_guest_idempotency_key" ON "orders" USING btree ("guest_email","idempotency_key") WHERE "orders"."user_id" is null;--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" USING btree ("guest_email") WHERE "orders"."user_id" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_known" CHECK ("orders"."user_id" is not null or "orders"."guest_email" is not null);