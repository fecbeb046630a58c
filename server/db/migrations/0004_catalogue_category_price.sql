-- Generated data again: reload the built-in catalogue so products carry the 'cat2:' facets.
TRUNCATE "products", "suppliers", "catalogue_words";--> statement-breakpoint
DELETE FROM "catalogue_meta" WHERE "key" = 'builtin';--> statement-breakpoint
CREATE INDEX "products_category_price_min_idx" ON "products" USING btree ("category","price_min");--> statement-breakpoint
CREATE INDEX "products_category_price_max_idx" ON "products" USING btree ("category","price_max");
