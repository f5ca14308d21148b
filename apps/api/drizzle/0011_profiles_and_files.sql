CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"is_public" boolean NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"original_name" text,
	"width" integer,
	"height" integer,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_kind_check" CHECK ("files"."kind" in ('photo', 'portfolio_image', 'attachment')),
	CONSTRAINT "files_size_check" CHECK ("files"."byte_size" >= 0 and "files"."byte_size" = octet_length("files"."data"))
);
--> statement-breakpoint
CREATE TABLE "client_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text,
	"about" text DEFAULT '' NOT NULL,
	"location" text,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freelancer_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"overview" text DEFAULT '' NOT NULL,
	"primary_category_id" uuid,
	"hourly_rate_cents" integer,
	"country" text,
	"time_zone" text,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"employment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freelancer_profiles_overview_check" CHECK (char_length("freelancer_profiles"."overview") <= 5000),
	CONSTRAINT "freelancer_profiles_rate_check" CHECK ("freelancer_profiles"."hourly_rate_cents" is null or "freelancer_profiles"."hourly_rate_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "freelancer_skills" (
	"user_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "freelancer_skills_user_id_skill_id_pk" PRIMARY KEY("user_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "portfolio_images" (
	"item_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "portfolio_images_item_id_position_pk" PRIMARY KEY("item_id","position"),
	CONSTRAINT "portfolio_images_position_check" CHECK ("portfolio_images"."position" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "portfolio_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_profiles" ADD CONSTRAINT "freelancer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_profiles" ADD CONSTRAINT "freelancer_profiles_primary_category_id_categories_id_fk" FOREIGN KEY ("primary_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_skills" ADD CONSTRAINT "freelancer_skills_user_id_freelancer_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."freelancer_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_skills" ADD CONSTRAINT "freelancer_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_images" ADD CONSTRAINT "portfolio_images_item_id_portfolio_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."portfolio_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_images" ADD CONSTRAINT "portfolio_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_kind_idx" ON "files" USING btree ("owner_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "freelancer_profiles_category_idx" ON "freelancer_profiles" USING btree ("primary_category_id");--> statement-breakpoint
CREATE INDEX "freelancer_profiles_rate_idx" ON "freelancer_profiles" USING btree ("hourly_rate_cents");--> statement-breakpoint
CREATE INDEX "freelancer_profiles_country_idx" ON "freelancer_profiles" USING btree ("country");--> statement-breakpoint
CREATE INDEX "freelancer_skills_skill_idx" ON "freelancer_skills" USING btree ("skill_id","user_id");--> statement-breakpoint
CREATE INDEX "portfolio_items_freelancer_idx" ON "portfolio_items" USING btree ("freelancer_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;