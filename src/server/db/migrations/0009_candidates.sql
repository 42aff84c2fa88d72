CREATE TABLE "generation_candidates" (
	"generation_id" text NOT NULL,
	"index" integer NOT NULL,
	"seed" bigint NOT NULL,
	"preview_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"master_key" text,
	"upscaled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generation_candidates_generation_id_index_pk" PRIMARY KEY("generation_id","index")
);
--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "candidates_expected" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "picked_candidate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_candidates" ADD CONSTRAINT "generation_candidates_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE cascade ON UPDATE no action;