CREATE TABLE "custom_styles" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"pattern" text NOT NULL,
	"provider" text NOT NULL,
	"colour" jsonb NOT NULL,
	"title_typeface" text,
	"artist_typeface" text,
	"cover_id" text,
	"shared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "style_id" text;--> statement-breakpoint
ALTER TABLE "custom_styles" ADD CONSTRAINT "custom_styles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_styles" ADD CONSTRAINT "custom_styles_cover_id_generations_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_styles_user_created_idx" ON "custom_styles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_styles_cover_idx" ON "custom_styles" USING btree ("cover_id");--> statement-breakpoint
CREATE INDEX "custom_styles_shared_idx" ON "custom_styles" USING btree ("shared_at") WHERE "custom_styles"."shared_at" is not null;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_style_id_custom_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."custom_styles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generations_style_idx" ON "generations" USING btree ("style_id") WHERE "generations"."style_id" is not null;