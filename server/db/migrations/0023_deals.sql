CREATE TABLE "deal_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"probabilities" jsonb NOT NULL,
	"lost_reasons" text[] NOT NULL,
	"stale_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_stage_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"from_stage" text NOT NULL,
	"to_stage" text NOT NULL,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "amount_cents" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "close_date" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "companies" SET "stage_changed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "lost_note" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "total_cents" integer;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "cost_cents" integer;--> statement-breakpoint
ALTER TABLE "deal_settings" ADD CONSTRAINT "deal_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_stage_changes" ADD CONSTRAINT "deal_stage_changes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_stage_changes" ADD CONSTRAINT "deal_stage_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_stage_changes" ADD CONSTRAINT "deal_stage_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_stage_changes_workspace_idx" ON "deal_stage_changes" USING btree ("workspace_id","at");--> statement-breakpoint
CREATE INDEX "deal_stage_changes_company_idx" ON "deal_stage_changes" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "companies_workspace_closed_idx" ON "companies" USING btree ("workspace_id","closed_at");--> statement-breakpoint
CREATE INDEX "proposals_company_idx" ON "proposals" USING btree ("company_id","updated_at");