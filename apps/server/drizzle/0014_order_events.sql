CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text DEFAULT 'transition' NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"amount_paisa" integer,
	"actor_user_id" uuid,
	"by_shopper" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone,
	CONSTRAINT "order_events_kind_valid" CHECK ("order_events"."kind" in ('transition', 'paid', 'paid-owed'))
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_waiting_idx" ON "order_events" USING btree ("id") WHERE "order_events"."dispatched_at" is null;