CREATE TABLE "cover_edits" (
	"id" text PRIMARY KEY NOT NULL,
	"generation_id" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cover_edits" ADD CONSTRAINT "cover_edits_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cover_edits_generation_created_idx" ON "cover_edits" USING btree ("generation_id","created_at");