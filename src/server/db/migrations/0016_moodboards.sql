CREATE TABLE "moodboards" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"items" jsonb NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moodboards_share_token_unique" UNIQUE("share_token")
);
--> statement-breakpoint
ALTER TABLE "moodboards" ADD CONSTRAINT "moodboards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moodboards_user_updated_idx" ON "moodboards" USING btree ("user_id","updated_at");