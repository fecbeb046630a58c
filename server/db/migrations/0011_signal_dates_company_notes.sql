ALTER TABLE "buyer_signal_alerts" ADD COLUMN "occurred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buyer_signal_alerts" ADD COLUMN "is_history" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "enriched_by" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "fact_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;