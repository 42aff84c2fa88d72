CREATE TABLE "enhancements" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"file_base" text NOT NULL,
	"scale" integer NOT NULL,
	"denoise" text NOT NULL,
	"sharpen" text NOT NULL,
	"status" text NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"input_key" text NOT NULL,
	"input_width" integer NOT NULL,
	"input_height" integer NOT NULL,
	"result_key" text,
	"preview_key" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "enhancements" ADD CONSTRAINT "enhancements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enhancements_user_created_idx" ON "enhancements" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enhancements_one_active_idx" ON "enhancements" USING btree ("user_id") WHERE "enhancements"."status" in ('queued', 'running');