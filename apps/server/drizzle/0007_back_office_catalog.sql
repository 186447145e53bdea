CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"address" text NOT NULL,
	"pan" text NOT NULL,
	"company_registration_no" text NOT NULL,
	"ecommerce_listing_no" text NOT NULL,
	"grievance_officer" jsonb NOT NULL,
	"support_hours" text NOT NULL,
	"support_phone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_valid" CHECK ("contact_messages"."status" in ('new', 'replied', 'archived'));--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_status_valid" CHECK ("job_applications"."status" in ('new', 'replied', 'archived'));--> statement-breakpoint
-- Product pictures become objects (url, alt text, WebP sizes) so the back office can describe and resize them.
UPDATE "products" SET "images" = (
  SELECT coalesce(jsonb_agg(jsonb_build_object('url', image) ORDER BY position), '[]'::jsonb)
  FROM jsonb_array_elements_text("products"."images") WITH ORDINALITY AS listed(image, position)
) WHERE jsonb_typeof("images") = 'array' AND EXISTS (SELECT 1 FROM jsonb_array_elements("products"."images") e WHERE jsonb_typeof(e) = 'string');
