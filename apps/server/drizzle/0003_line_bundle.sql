DROP INDEX "cart_lines_identity_key";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "bundle" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "bundle" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_identity_key" ON "cart_lines" USING btree ("cart_id","product_id","color","variant","model","bundle");