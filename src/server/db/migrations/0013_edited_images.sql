ALTER TABLE "cover_edits" ADD COLUMN "preview_key" text;--> statement-breakpoint
ALTER TABLE "cover_edits" ADD COLUMN "thumbnail_key" text;