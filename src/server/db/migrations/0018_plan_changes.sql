ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'plan' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "grant_credits" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "from_plan_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "scheduled_plan_id" text;