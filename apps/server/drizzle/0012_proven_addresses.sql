CREATE TABLE "email_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"link_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_invites" ADD COLUMN "role" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_verifications_link_hash_key" ON "email_verifications" USING btree ("link_hash");--> statement-breakpoint
CREATE INDEX "email_verifications_user_idx" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
-- Decision 028. A pending invitation keeps the role it was sent with; the account goes back to
-- what it was before (a customer) until the invitee opens the link.
UPDATE "staff_invites" SET "role" = "users"."role" FROM "users"
  WHERE "users"."id" = "staff_invites"."user_id" AND "users"."role" IN ('owner', 'staff', 'support');--> statement-breakpoint
UPDATE "users" SET "role" = 'customer'
  WHERE "role" IN ('owner', 'staff', 'support') AND EXISTS (
    SELECT 1 FROM "staff_invites" WHERE "staff_invites"."user_id" = "users"."id" AND "staff_invites"."accepted_at" IS NULL);--> statement-breakpoint
-- Proven already: Google accounts (Google verified the address), owners (npm run admin:create is
-- run by whoever runs the shop) and staff who opened their invitation link. Every other password
-- account stays unverified: nothing proved that its sign-up typed its own address.
UPDATE "users" SET "email_verified_at" = now()
  WHERE "is_google" OR "google_subject" IS NOT NULL OR "role" = 'owner'
    OR ("role" IN ('staff', 'support') AND NOT EXISTS (
      SELECT 1 FROM "staff_invites" WHERE "staff_invites"."user_id" = "users"."id" AND "staff_invites"."accepted_at" IS NULL));
