-- The built-in catalogue is generated data: clear a copy loaded without facets so it loads again.
TRUNCATE "products", "suppliers", "catalogue_words";--> statement-breakpoint
DELETE FROM "catalogue_meta" WHERE "key" = 'builtin';--> statement-breakpoint
DROP INDEX "products_categories_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "facets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_facets_idx" ON "products" USING gin ("facets");--> statement-breakpoint
CREATE INDEX "products_price_max_idx" ON "products" USING btree ("price_max");
