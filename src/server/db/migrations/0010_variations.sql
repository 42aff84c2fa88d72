ALTER TABLE "generation_candidates" ADD COLUMN "detail_seed" bigint;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "detail_seed" bigint;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "variation_of" text;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "variation" text;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_variation_of_generations_id_fk" FOREIGN KEY ("variation_of") REFERENCES "public"."generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generations_variation_of_idx" ON "generations" USING btree ("variation_of") WHERE variation_of is not null;