ALTER TABLE "generations" ADD COLUMN "master_key" text;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "upscaled" boolean DEFAULT false NOT NULL;