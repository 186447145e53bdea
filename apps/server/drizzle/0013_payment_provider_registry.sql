ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_valid";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_method_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_valid" CHECK ("orders"."payment_method" in ('cod', 'esewa', 'khalti', 'fonepay'));--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_provider_valid" CHECK ("payment_attempts"."provider" in ('esewa', 'khalti', 'fonepay'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_method_valid" CHECK ("refunds"."method" in ('esewa', 'khalti', 'fonepay', 'cod', 'bank_transfer'));