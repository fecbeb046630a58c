DROP INDEX "companies_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "companies_domain_trgm_idx" ON "companies" USING gin ("domain" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);