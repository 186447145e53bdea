ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_status_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_courier_tracking_key" ON "orders" USING btree ("courier","tracking_number") WHERE "orders"."courier" is not null;