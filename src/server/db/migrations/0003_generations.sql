CREATE TABLE "generations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"guest_id" text,
	"client_address" text,
	"prompt" text NOT NULL,
	"refined_prompt" text NOT NULL,
	"brief" jsonb NOT NULL,
	"provider" text NOT NULL,
	"engine" text,
	"seed" bigint NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"preview_key" text,
	"thumbnail_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "generations_has_owner" CHECK ((user_id is not null) <> (guest_id is not null))
);
--> statement-breakpoint
CREATE TABLE "guest_address_usage" (
	"address" text NOT NULL,
	"day" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "guest_address_usage_address_day_pk" PRIMARY KEY("address","day"),
	CONSTRAINT "guest_address_usage_used_non_negative" CHECK ("guest_address_usage"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "guest_quota" (
	"guest_id" text PRIMARY KEY NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_quota_used_non_negative" CHECK ("guest_quota"."used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generations_user_created_idx" ON "generations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "generations_guest_created_idx" ON "generations" USING btree ("guest_id","created_at");--> statement-breakpoint
CREATE INDEX "generations_unsettled_idx" ON "generations" USING btree ("status") WHERE status in ('queued', 'running');