CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"guest_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_read_at" timestamp with time zone,
	CONSTRAINT "chat_conversations_one_owner" CHECK (("chat_conversations"."user_id" is null) <> ("chat_conversations"."guest_id" is null))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"staff_user_id" uuid,
	"text" text NOT NULL,
	"attachment_url" text,
	"attachment_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_sender_valid" CHECK ("chat_messages"."sender" in ('shopper', 'staff')),
	CONSTRAINT "chat_messages_staff_only" CHECK ("chat_messages"."staff_user_id" is null or "chat_messages"."sender" = 'staff'),
	CONSTRAINT "chat_messages_attachment_pair" CHECK (("chat_messages"."attachment_url" is null) = ("chat_messages"."attachment_type" is null))
);
--> statement-breakpoint
CREATE TABLE "chat_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"url" text NOT NULL,
	"media" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_uploads" ADD CONSTRAINT "chat_uploads_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_user_key" ON "chat_conversations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_guest_key" ON "chat_conversations" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_activity_idx" ON "chat_conversations" USING btree ("last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_uploads_url_key" ON "chat_uploads" USING btree ("url");--> statement-breakpoint
CREATE INDEX "chat_uploads_conversation_idx" ON "chat_uploads" USING btree ("conversation_id");