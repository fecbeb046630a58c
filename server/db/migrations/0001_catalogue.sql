CREATE TABLE "catalogue_cache" (
	"workspace_id" uuid NOT NULL,
	"cache_key" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_cache_workspace_id_cache_key_pk" PRIMARY KEY("workspace_id","cache_key")
);
--> statement-breakpoint
CREATE TABLE "catalogue_credentials" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"acct_id" integer NOT NULL,
	"login_id" text NOT NULL,
	"key_ciphertext" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"item_num" text NOT NULL,
	"spc" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"categories" text[] NOT NULL,
	"description" text NOT NULL,
	"key_selling_point" text,
	"supplier_id" integer NOT NULL,
	"line_name" text,
	"themes" text[] NOT NULL,
	"colors" text[] NOT NULL,
	"image_color" text NOT NULL,
	"materials" text[] NOT NULL,
	"dimensions" text,
	"imprint_method" text,
	"break_qtys" integer[] NOT NULL,
	"break_prices" double precision[] NOT NULL,
	"min_quantity" integer NOT NULL,
	"price_min" double precision NOT NULL,
	"price_max" double precision NOT NULL,
	"prod_time_days" integer NOT NULL,
	"rush_available" boolean DEFAULT false NOT NULL,
	"made_in" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"recyclable" boolean DEFAULT false NOT NULL,
	"env_friendly" boolean DEFAULT false NOT NULL,
	"new_product" boolean DEFAULT false NOT NULL,
	"union_shop" boolean DEFAULT false NOT NULL,
	"all_audiences" boolean DEFAULT false NOT NULL,
	"end_user_only" boolean DEFAULT false NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"fresh" boolean DEFAULT false NOT NULL,
	"timely" boolean DEFAULT false NOT NULL,
	"old_pricing" boolean DEFAULT false NOT NULL,
	"esg" text[] NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"search_terms" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, search_terms), 'B') || setweight(to_tsvector('english'::regconfig, description), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"item_prefix" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"location" text NOT NULL,
	"rating" double precision NOT NULL,
	"pref_group" text,
	"union_shop" boolean DEFAULT false NOT NULL,
	"rush_service" boolean DEFAULT false NOT NULL,
	"esg" text[] DEFAULT '{}'::text[] NOT NULL,
	"year_established" integer
);
--> statement-breakpoint
ALTER TABLE "catalogue_cache" ADD CONSTRAINT "catalogue_cache_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_credentials" ADD CONSTRAINT "catalogue_credentials_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_credentials" ADD CONSTRAINT "catalogue_credentials_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_cache_created_idx" ON "catalogue_cache" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "catalogue_words_trgm_idx" ON "catalogue_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "products_item_num_key" ON "products" USING btree (lower("item_num"));--> statement-breakpoint
CREATE INDEX "products_spc_idx" ON "products" USING btree (lower("spc"));--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_categories_idx" ON "products" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "products_price_min_idx" ON "products" USING btree ("price_min");--> statement-breakpoint
CREATE INDEX "products_supplier_idx" ON "products" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "products_prod_time_idx" ON "products" USING btree ("prod_time_days");--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity" DESC NULLS LAST,"id");